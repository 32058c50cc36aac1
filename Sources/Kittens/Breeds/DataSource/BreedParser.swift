import FoundationEssentials
import KittensSupport

/// Turns TheCatAPI's `GET {base}/breeds` answer into breeds. Strict about the shape, lenient
/// about single entries and fields:
///
/// - An answer over `maxBodyBytes` is `.tooLarge`; anything but a UTF-8 JSON array is `.malformed`,
///   and so is an answer whose entries were all left out. An empty array is no breeds.
/// - An entry that is not an object, has no string `id` and `name`, has an id that is not usable
///   (`ListingFilters.isUsable(breedID:)`: over `maxIDBytes` bytes, or with blanks or control
///   characters; an id is never cut, since a cut id names another breed) or repeats an earlier id is left out and counted; the first of
///   repeated ids is kept. Entries after the first `maxBreeds` are not read.
/// - Texts are made plain (`BreedText`) and cut to their bound with "…": name 100 characters,
///   origin 100, temperament 300, description 2,000, life span and weight 40. A text field that
///   is missing, not a string or blank is dropped (nil).
/// - Scores outside 1…5 or not whole numbers are dropped; flags other than 0 or 1 are dropped.
/// - `wikipedia_url` is kept only if it is a web URL (`WebURL`).
public enum BreedParser {
    /// Larger answers are refused: TheCatAPI's list of about 70 breeds is some 100 KB.
    public static let maxBodyBytes = 1024 * 1024
    /// Entries after these many breeds are not read.
    public static let maxBreeds = 1000
    /// The longest id kept, in UTF-8 bytes (`ListingFilters.maxBreedIDBytes`).
    public static let maxIDBytes = ListingFilters.maxBreedIDBytes

    /// Bounds of the texts, in characters.
    public enum Bound {
        public static let name = 100
        public static let origin = 100
        public static let temperament = 300
        public static let description = 2000
        public static let lifeSpan = 40
        public static let weight = 40
    }

    /// The breeds of an answer and what was left out.
    public struct List: Sendable, Hashable {
        public var breeds: [Breed]
        public var skipped: SkippedBreeds

        public init(breeds: [Breed], skipped: SkippedBreeds = SkippedBreeds()) {
            self.breeds = breeds
            self.skipped = skipped
        }
    }

    public static func parse(_ data: Data) throws(ListingLoadError) -> List {
        guard data.count <= maxBodyBytes else { throw .tooLarge(limitBytes: maxBodyBytes) }
        guard String(validating: data, as: UTF8.self) != nil else { throw .malformed("not UTF-8") }
        let array: BreedArray
        do {
            array = try JSONDecoder().decode(BreedArray.self, from: data)
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context) where context.codingPath.isEmpty: throw .malformed("not JSON")
            default: throw .malformed("not a JSON array")
            }
        } catch {
            throw .malformed("not JSON")
        }
        if array.list.breeds.isEmpty && array.list.skipped.total > 0 {
            throw .malformed("no usable breed (\(array.list.skipped.summary))")
        }
        return array.list
    }
}

/// A JSON array of breeds in TheCatAPI's shape, read entry by entry; only the top level's shape
/// can make decoding fail.
struct BreedArray: Decodable {
    var list = BreedParser.List(breeds: [])

    init(from decoder: any Decoder) throws {
        var entries = try decoder.unkeyedContainer()
        var seen = Set<String>()
        while list.breeds.count < BreedParser.maxBreeds, !entries.isAtEnd {
            switch try entries.decode(BreedEntry.self) {
            case .wrongType: list.skipped.wrongType += 1
            case .missingField: list.skipped.missingField += 1
            case .unusableID: list.skipped.unusableID += 1
            case .breed(let breed):
                guard seen.insert(breed.id).inserted else {
                    list.skipped.duplicate += 1
                    continue
                }
                list.breeds.append(breed)
            }
        }
    }
}
