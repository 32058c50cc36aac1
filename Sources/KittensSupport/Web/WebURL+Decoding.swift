import FoundationEssentials

/// A URL read from a file (a recording, the favourites file) goes through the check one from the
/// network does (`WebURL`): anything but an absolute http or https URL is damage.
extension KeyedDecodingContainer {
    public func decodeWebURL(forKey key: Key) throws -> URL {
        guard let url = WebURL.url(from: try decode(String.self, forKey: key)) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a web URL")
        }
        return url
    }

    public func decodeWebURLIfPresent(forKey key: Key) throws -> URL? {
        try contains(key) && !decodeNil(forKey: key) ? decodeWebURL(forKey: key) : nil
    }
}
