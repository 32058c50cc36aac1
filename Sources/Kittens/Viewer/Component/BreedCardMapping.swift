import FoundationEssentials
import KittensSupport
import Localization

extension BreedCard {
    /// The card of `breed`, all its words localized: the lines that say what they are
    /// ("Origin: …"), the range dashes typeset ("3 – 5 kg"), the scores labelled.
    public init(_ breed: Breed) {
        self.init(
            name: breed.name,
            origin: breed.origin.map { localized("Origin: {origin}", ["origin": $0]) },
            temperament: breed.temperament,
            description: breed.description,
            lifeSpan: breed.lifeSpan.map { localized("Life span: {years} years", ["years": Self.range($0)]) },
            weight: breed.weightMetric.map { localized("Weight: {kilograms} kg", ["kilograms": Self.range($0)]) },
            scores: BreedScores.fields.compactMap { field in
                guard let value = breed.scores[keyPath: field.keyPath], BreedScores.range.contains(value) else { return nil }
                return Score(label: Self.label(ofScore: field.name), value: value)
            },
            wikipediaURL: breed.wikipediaURL.flatMap { $0.isWebURL ? $0 : nil },
            accessibleLabel: localized("About the breed {name}", ["name": breed.name])
        )
    }

    /// "3 - 5" as "3 – 5": the server's hyphen between two numbers as an en dash.
    static func range(_ text: String) -> String {
        text.replacing(" - ", with: " – ")
    }

    /// The words for the score TheCatAPI names `field`.
    static func label(ofScore field: String) -> String {
        switch field {
        case "adaptability": localized("Adaptability")
        case "affection_level": localized("Affection level")
        case "child_friendly": localized("Child friendly")
        case "dog_friendly": localized("Dog friendly")
        case "energy_level": localized("Energy level")
        case "grooming": localized("Grooming")
        case "health_issues": localized("Health issues")
        case "intelligence": localized("Intelligence")
        case "shedding_level": localized("Shedding level")
        case "social_needs": localized("Social needs")
        case "stranger_friendly": localized("Stranger friendly")
        case "vocalisation": localized("Vocalisation")
        default: field
        }
    }
}
