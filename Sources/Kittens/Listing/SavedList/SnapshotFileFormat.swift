import FoundationEssentials
import KittensSupport
import VersionedJSON

/// The JSON form of a saved list on disk, and the pure functions between it and a snapshot.
///
/// `format` names this layout, so a file written by something else, or by a future layout, is
/// recognised as foreign and ignored. Decoding takes any bytes at all (it is fuzzed) and never
/// traps: a damaged entry is dropped alone and counted, and only a file whose frame is unusable
/// is refused as a whole.
public enum SnapshotFileFormat {
    /// The frame of a saved list: its format's name carries the version.
    public static let file = VersionedJSONFile(name: "org.kittensforlinux.Kittens.snapshot.v1")
    public static var currentFormat: String { file.name }
    /// At most this many images are saved and restored, so the file stays small however long
    /// someone scrolls; the rest are fetched again.
    public static let maximumImages = 1_000
    /// The highest `nextPage` a restored snapshot asks for, so that the next page number and the
    /// query string built from it stay far from overflowing.
    public static let maximumNextPage = Int(Int32.max)

    /// The bytes of the file for `snapshot`, with at most its first `maximumImages` images.
    public static func encode(_ snapshot: ListingSnapshot) throws -> Data {
        let images = snapshot.images.prefix(maximumImages).map {
            File.Image(id: $0.id, url: $0.url.absoluteString, width: $0.width, height: $0.height, breed: $0.breed.map(EncodedBreed.init))
        }
        return try JSONEncoder.iso8601Dates().encode(File(
            format: currentFormat, savedAt: snapshot.savedAt, nextPage: snapshot.nextPage, pages: snapshot.pages,
            canLoadMore: snapshot.canLoadMore, images: images))
    }

    /// The snapshot in `bytes`, every URL checked again as if it came from the network, and how
    /// many entries were dropped on the way (unusable, repeated, or beyond `maximumImages`).
    public static func decode(_ bytes: Data) throws(SnapshotFileProblem) -> DecodedSnapshot {
        do throws(VersionedJSONFile.Mismatch) {
            try Self.file.check(bytes)
        } catch {
            switch error {
            case .otherName(let format): throw .foreign(format)
            case .unnamed, .otherVersion: throw .notASavedList
            }
        }
        guard let file = try? JSONDecoder.iso8601Dates().decode(LenientFile.self, from: bytes) else { throw .notASavedList }
        guard let savedAt = file.savedAt.flatMap(wholeSecond(ofSavedAt:)) else {
            throw .invalid("it has no valid time of saving")
        }
        guard let nextPage = file.nextPage else { throw .invalid("it has no valid next page") }
        guard let canLoadMore = file.canLoadMore else { throw .invalid("it does not say whether more can load") }
        guard let entries = file.images else { throw .invalid("it has no list of images") }

        var images: [KittenImage] = []
        var seenURLs = Set<String>()
        for entry in entries where images.count < maximumImages {
            guard let id = entry.id, let text = entry.url, let url = WebURL.url(from: text),
                  seenURLs.insert(url.absoluteString).inserted
            else { continue }
            images.append(KittenImage(id: id, url: url, width: entry.width, height: entry.height, breed: entry.breed))
        }
        let snapshot = ListingSnapshot(
            images: images, nextPage: min(max(nextPage, 0), maximumNextPage), canLoadMore: canLoadMore,
            savedAt: savedAt, pages: file.pages)
        return DecodedSnapshot(snapshot: snapshot, droppedEntries: entries.count - images.count)
    }

    /// The earliest and latest time of saving a file may name: a time outside them was not
    /// written by Kittens, and ISO 8601 with four-digit years cannot write it back.
    static let savedAtRange = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799)

    /// `date` to the whole second below it, as `encode` writes it (the ISO 8601 parser also
    /// accepts fractions of a second and loose offsets), or nil when it is outside
    /// `savedAtRange`.
    private static func wholeSecond(ofSavedAt date: Date) -> Date? {
        guard savedAtRange.contains(date) else { return nil }
        return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down))
    }

    /// The layout as written.
    private struct File: Encodable {
        struct Image: Encodable {
            let id: String
            let url: String
            let width: Int?
            let height: Int?
            /// In TheCatAPI's shape, as the breeds cache writes it.
            let breed: EncodedBreed?
        }

        let format: String
        let savedAt: Date
        let nextPage: Int
        /// Absent from lists saved before it was kept.
        let pages: ListingPageSizes?
        let canLoadMore: Bool
        let images: [Image]
    }

    /// The layout as read: every field may be missing or of the wrong type, and is then nil,
    /// so that one bad field is judged here rather than failing the whole decode.
    private struct LenientFile: Decodable {
        let savedAt: Date?
        let nextPage: Int?
        /// Nil too when unusable (`ListingPageSizes.init(from:)`).
        let pages: ListingPageSizes?
        let canLoadMore: Bool?
        let images: [LenientImage]?

        enum CodingKeys: String, CodingKey {
            case savedAt, nextPage, pages, canLoadMore, images
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            savedAt = try? container.decodeIfPresent(Date.self, forKey: .savedAt)
            nextPage = try? container.decodeIfPresent(Int.self, forKey: .nextPage)
            pages = try? container.decodeIfPresent(ListingPageSizes.self, forKey: .pages)
            canLoadMore = try? container.decodeIfPresent(Bool.self, forKey: .canLoadMore)
            images = try? container.decodeIfPresent([LenientImage].self, forKey: .images)
        }
    }

    /// One entry of `images`; decoding it never fails, whatever the entry holds.
    private struct LenientImage: Decodable {
        let id: String?
        let url: String?
        let width: Int?
        let height: Int?
        /// Read through `BreedParser`'s checks again (`BreedEntry`); an unusable breed is none.
        let breed: Breed?

        enum CodingKeys: String, CodingKey {
            case id, url, width, height, breed
        }

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            id = try? container?.decodeIfPresent(String.self, forKey: .id)
            url = try? container?.decodeIfPresent(String.self, forKey: .url)
            width = Self.positive(try? container?.decodeIfPresent(Int.self, forKey: .width))
            height = Self.positive(try? container?.decodeIfPresent(Int.self, forKey: .height))
            if case .breed(let breed)?? = try? container?.decodeIfPresent(BreedEntry.self, forKey: .breed) {
                self.breed = breed
            } else {
                breed = nil
            }
        }

        private static func positive(_ value: Int?) -> Int? {
            guard let value, value > 0 else { return nil }
            return value
        }
    }
}

/// A snapshot read from a file, and how many of the file's entries were not used.
public struct DecodedSnapshot: Equatable, Sendable {
    public let snapshot: ListingSnapshot
    public let droppedEntries: Int
}

/// Why a saved list's bytes cannot be used at all. `description` completes a sentence about
/// the file, as in "Ignoring the saved list at /path: it is not a Kittens saved list".
public enum SnapshotFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not JSON, not a JSON object, or an object without a format name.
    case notASavedList
    /// A JSON object of another format.
    case foreign(String)
    /// Our format, with a field that cannot be used.
    case invalid(String)

    public var description: String {
        switch self {
        case .notASavedList: "it is not a Kittens saved list"
        case .foreign(let format): "it is not a Kittens saved list (format \"\(format)\")"
        case .invalid(let reason): reason
        }
    }
}
