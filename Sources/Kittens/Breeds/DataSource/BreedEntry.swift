import FoundationEssentials
import KittensSupport

/// One element of a breeds array, whatever it holds: decoding it never fails.
enum BreedEntry: Decodable {
    case breed(Breed)
    case wrongType
    case missingField
    case unusableID

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) {
        guard let container = try? decoder.container(keyedBy: Key.self) else {
            self = .wrongType
            return
        }
        let id: String, name: String
        switch (TextField(container, Key("id")), TextField(container, Key("name"))) {
        case (.text(let rawID), .text(let rawName)):
            id = rawID
            guard let plainName = BreedText.plain(rawName, maxCharacters: BreedParser.Bound.name) else {
                self = .missingField
                return
            }
            name = plainName
        case (.wrongType, _), (_, .wrongType):
            self = .wrongType
            return
        default:
            self = .missingField
            return
        }
        guard ListingFilters.isUsable(breedID: id) else {
            self = id.isEmpty ? .missingField : .unusableID
            return
        }
        var breed = Breed(id: id, name: name)
        breed.origin = Self.text(container, "origin", BreedParser.Bound.origin)
        breed.temperament = Self.text(container, "temperament", BreedParser.Bound.temperament)
        breed.description = Self.text(container, "description", BreedParser.Bound.description)
        breed.lifeSpan = Self.text(container, "life_span", BreedParser.Bound.lifeSpan)
        if let weight = try? container.nestedContainer(keyedBy: Key.self, forKey: Key("weight")) {
            breed.weightMetric = Self.text(weight, "metric", BreedParser.Bound.weight)
        }
        if case .text(let address) = TextField(container, Key("wikipedia_url")) {
            breed.wikipediaURL = WebURL.url(from: address)
        }
        for (field, keyPath) in BreedScores.fields {
            if let score = try? container.decode(Int.self, forKey: Key(field)), BreedScores.range.contains(score) {
                breed.scores[keyPath: keyPath] = score
            }
        }
        for (field, keyPath) in BreedFlags.fields {
            switch try? container.decode(Int.self, forKey: Key(field)) {
            case 0: breed.flags[keyPath: keyPath] = false
            case 1: breed.flags[keyPath: keyPath] = true
            default: break
            }
        }
        self = .breed(breed)
    }

    private static func text(_ container: KeyedDecodingContainer<Key>, _ name: String, _ bound: Int) -> String? {
        guard case .text(let text) = TextField(container, Key(name)) else { return nil }
        return BreedText.plain(text, maxCharacters: bound)
    }
}
