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

    /// A list of ids, each checked; at most `FavouriteLimits.maximumMoreRemoteIDs`. Missing is none.
    func decodeFavouriteIDsIfPresent(forKey key: Key) throws -> [String] {
        guard contains(key), try !decodeNil(forKey: key) else { return [] }
        let ids = try decode([String].self, forKey: key)
        guard ids.count <= FavouriteLimits.maximumMoreRemoteIDs, ids.allSatisfy(FavouriteLimits.accepts(id:)) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not usable ids")
        }
        return ids
    }
}
