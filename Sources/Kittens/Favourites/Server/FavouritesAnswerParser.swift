import FoundationEssentials
import KittensSupport

/// Reads TheCatAPI's favourites answers, as hostile input: total per entry (a bad entry is
/// skipped, the good ones kept), ids bounded and checked (`FavouriteLimits`), URLs checked as
/// any web URL (`WebURL`). Ids may come as numbers or strings; TheCatAPI sends numbers.
public enum FavouritesAnswerParser {
    /// A page of `GET /favourites`: every usable entry (a picture listed twice is listed twice:
    /// each id is the server's), and how many entries it held, usable or not, which says
    /// whether the page was short. Only an answer that is not a JSON array is an error: a page
    /// of unusable entries is a page all the same, and the listing goes on past it.
    public static func parsePage(_ data: Data, totalCount: Int?) throws(ListingLoadError) -> FavouritesPage {
        let entries: [Entry] = try self.entries(data, of: "favourites")
        return FavouritesPage(records: entries.compactMap(\.favourite), totalCount: totalCount, entryCount: entries.count)
    }

    /// The id of the favourite `POST /favourites` made: `{"message": "SUCCESS", "id": …}`.
    public static func parseCreated(_ data: Data) throws(ListingLoadError) -> String {
        try parseCreatedID(data, of: "favourite")
    }

    /// The id in TheCatAPI's answer to a `POST` that made `what` (a favourite, a vote):
    /// `{"message": "SUCCESS", "id": …}`.
    static func parseCreatedID(_ data: Data, of what: String) throws(ListingLoadError) -> String {
        guard let answer = try? JSONDecoder().decode(Created.self, from: data) else {
            throw .malformed("not a JSON object")
        }
        if let message = answer.message, message.uppercased() != "SUCCESS" { throw .malformed("the answer is not SUCCESS") }
        guard let id = answer.id?.text else { throw .malformed("no usable \(what) id") }
        return id
    }

    /// An id as TheCatAPI sends it, a number or a string; `text` is nil unless it can be kept.
    struct ID: Decodable {
        let text: String?

        init(from decoder: any Decoder) {
            let container = try? decoder.singleValueContainer()
            if let number = try? container?.decode(Int.self) {
                text = String(number)
            } else if let string = try? container?.decode(String.self), FavouriteLimits.accepts(id: string) {
                text = string
            } else {
                text = nil
            }
        }
    }

    private struct Created: Decodable {
        let message: String?
        let id: ID?

        enum CodingKeys: String, CodingKey { case message, id }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            id = try? container.decodeIfPresent(ID.self, forKey: .id)
        }
    }

    /// One element of the list, whatever it holds: decoding it never fails.
    private struct Entry: Decodable {
        let favourite: RemoteFavourite?

        enum CodingKeys: String, CodingKey {
            case id, imageID = "image_id", createdAt = "created_at", image
        }

        init(from decoder: any Decoder) {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self),
                  let remoteID = (try? container.decodeIfPresent(ID.self, forKey: .id))??.text,
                  let imageID = (try? container.decodeIfPresent(ID.self, forKey: .imageID))??.text
            else {
                favourite = nil
                return
            }
            favourite = RemoteFavourite(
                remoteID: remoteID, imageID: imageID, url: pictureURL(in: container, forKey: .image),
                created: created(in: container, forKey: .createdAt))
        }
    }

    /// The entries of a JSON array of `what` (favourites, votes); each entry reads whatever it
    /// holds. Only an answer that is not a JSON array is an error.
    static func entries<Entry: Decodable>(_ data: Data, of what: String) throws(ListingLoadError) -> [Entry] {
        do {
            return try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            throw .malformed("not a JSON array of \(what)")
        }
    }

    /// The picture an entry's `image` (`{id, url}`) names, when it has a usable web URL.
    static func pictureURL<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> URL? {
        (try? container.decodeIfPresent(Image.self, forKey: key))??.url.flatMap(WebURL.url(from:))
            .flatMap { FavouriteLimits.accepts(url: $0) ? $0 : nil }
    }

    /// An entry's `created_at`, when it is an ISO 8601 time.
    static func created<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> Date? {
        (try? container.decodeIfPresent(String.self, forKey: key))?.flatMap(date(from:))
    }

    /// An entry's `image`, whatever it holds.
    private struct Image: Decodable {
        let url: String?
        enum CodingKeys: String, CodingKey { case url }
        init(from decoder: any Decoder) {
            url = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .url)
        }
    }

    /// An ISO 8601 time, with or without fractional seconds; nil for anything else.
    static func date(from text: String) -> Date? {
        guard text.utf8.count <= 64 else { return nil }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle())
    }
}
