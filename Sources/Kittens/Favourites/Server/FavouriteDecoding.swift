import FoundationEssentials
import KittensSupport

/// The checks a favourite read from a file (a recording) goes through, as one from the server
/// does: ids `FavouriteLimits` accepts (and pictures at web URLs: `decodeWebURL(forKey:)`).
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
}
