import FoundationEssentials
import KittensSupport

/// Turns TheCatAPI's answer into one page of pictures. Strict about the shape, lenient about
/// single entries: anything but a UTF-8 JSON array is `.malformed`; an entry that is not an
/// object with a string `id` and a web `url` (see `WebURL`), or that repeats an earlier URL, is
/// skipped and counted. The first element of an entry's `breeds` becomes its `breed` through
/// `BreedParser`'s checks and bounds; a breed that fails them is dropped, never the picture. At most `limit` pictures are kept: entries after those are not read.
/// An answer whose entries were all skipped is `.malformed`; an empty array is an empty page.
///
/// Depends on nothing but Foundation and the model types, so that a fuzzer can be built over it.
public enum ListingParser {
    /// The pictures of an answer and what was left out.
    public struct Page: Sendable, Hashable {
        public var images: [KittenImage]
        public var skipped: SkippedEntries

        public init(images: [KittenImage], skipped: SkippedEntries = .none) {
            self.images = images
            self.skipped = skipped
        }
    }

    public static func parse(_ data: Data, limit: Int) throws(ListingLoadError) -> Page {
        guard String(validating: data, as: UTF8.self) != nil else { throw .malformed("not UTF-8") }
        let answer: Answer
        do {
            answer = try JSONDecoder().decode(Answer.self, from: data, configuration: max(0, limit))
        } catch let error as DecodingError {
            throw .malformed(reason(for: error))
        } catch {
            throw .malformed("not JSON")
        }
        let page = answer.page
        if page.images.isEmpty && page.skipped.total > 0 {
            throw .malformed("no usable entry (\(page.skipped.summary))")
        }
        return page
    }

    /// The top-level array, read entry by entry until `limit` pictures are kept.
    private struct Answer: DecodableWithConfiguration {
        var page = Page(images: [])

        init(from decoder: any Decoder, configuration limit: Int) throws {
            var entries = try decoder.unkeyedContainer()
            var seenURLs = Set<String>()
            while page.images.count < limit, !entries.isAtEnd {
                switch try entries.decode(Entry.self) {
                case .wrongType:
                    page.skipped.wrongType += 1
                case .missingField:
                    page.skipped.missingField += 1
                case .image(let id, let text, let width, let height, let breed):
                    switch WebURL.check(text) {
                    case .failure(.notWeb):
                        page.skipped.notWebURL += 1
                    case .failure(.tooLong):
                        page.skipped.tooLongURL += 1
                    case .success(let url):
                        guard seenURLs.insert(url.absoluteString).inserted else {
                            page.skipped.duplicate += 1
                            continue
                        }
                        page.images.append(KittenImage(id: id, url: url, width: width, height: height, breed: breed))
                    }
                }
            }
        }
    }

    /// One element of the array, whatever it holds: decoding it never fails.
    private enum Entry: Decodable {
        case image(id: String, url: String, width: Int?, height: Int?, breed: Breed?)
        case wrongType
        case missingField

        enum CodingKeys: String, CodingKey {
            case id, url, width, height, breeds
        }

        init(from decoder: any Decoder) {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
                self = .wrongType
                return
            }
            switch (TextField(container, .id), TextField(container, .url)) {
            case (.text(let id), .text(let url)):
                self = .image(
                    id: id, url: url,
                    width: Self.positiveSize(container, .width), height: Self.positiveSize(container, .height),
                    breed: Self.firstBreed(container))
            case (.wrongType, _), (_, .wrongType):
                self = .wrongType
            default:
                self = .missingField
            }
        }

        /// The first element of `breeds` when it is a usable breed (`BreedEntry`); nil otherwise.
        private static func firstBreed(_ container: KeyedDecodingContainer<CodingKeys>) -> Breed? {
            guard var breeds = try? container.nestedUnkeyedContainer(forKey: .breeds), !breeds.isAtEnd,
                  case .breed(let breed)? = try? breeds.decode(BreedEntry.self)
            else { return nil }
            return breed
        }

        private static func positiveSize(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> Int? {
            guard let value = try? container.decodeIfPresent(Int.self, forKey: key), value > 0 else { return nil }
            return value
        }
    }

    private static func reason(for error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not JSON"
        case .typeMismatch(_, let context) where context.codingPath.isEmpty,
             .valueNotFound(_, let context) where context.codingPath.isEmpty:
            return "not a JSON array"
        default:
            return "not the expected JSON"
        }
    }
}
