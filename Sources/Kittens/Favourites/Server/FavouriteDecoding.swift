import FoundationEssentials
import KittensSupport

/// The checks a favourite read from a file (a recording) goes through, as one from the server
/// does: ids `FavouriteLimits` accepts, pictures at web URLs (`WebURL`).
extension KeyedDecodingContainer {
    func decodeFavouriteID(forKey key: Key) throws -> String {
        let id = try decode(String.self, forKey: key)
        guard FavouriteLimits.accepts(id: id) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a usable id")
        }
        return id
    }

    func decodeFavouriteIDIfPresent(forKey key: Key) throws -> String? {
        try contains(key) && !decodeNil(forKey: key) ? decodeFavouriteID(forKey: key) : nil
    }

    func decodeWebURL(forKey key: Key) throws -> URL {
        guard let url = WebURL.url(from: try decode(String.self, forKey: key)) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a web URL")
        }
        return url
    }

    func decodeWebURLIfPresent(forKey key: Key) throws -> URL? {
        try contains(key) && !decodeNil(forKey: key) ? decodeWebURL(forKey: key) : nil
    }
}
