import Foundation

/// Turns TheCatAPI's answer into pictures. Strict about the shape, lenient about single entries:
/// anything but a UTF-8 JSON array of objects with string `id` and `url` is `.malformed`; entries
/// whose URL is not an absolute `http`/`https` URL with a host are dropped, and so are repeated URLs.
public enum KittenParser {
    /// Longer URLs are dropped.
    public static let maximumURLLength = 2048

    public static func parse(_ data: Data) throws(KittenLoadError) -> [KittenImage] {
        guard String(validating: data, as: UTF8.self) != nil else { throw .malformed("not UTF-8") }
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: data)
        } catch let error as DecodingError {
            throw .malformed(reason(for: error))
        } catch {
            throw .malformed("not JSON")
        }
        var seenURLs = Set<String>()
        return entries.compactMap { entry in
            guard let url = acceptedURL(entry.url), seenURLs.insert(url.absoluteString).inserted else { return nil }
            return KittenImage(id: entry.id, url: url, width: entry.width, height: entry.height)
        }
    }

    /// The URL if it may reach the UI: absolute, `http` or `https`, with a host, no blanks or
    /// control characters, at most `maximumURLLength` characters.
    public static func acceptedURL(_ text: String) -> URL? {
        guard !text.isEmpty, text.count <= maximumURLLength,
              !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }),
              let url = URL(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    private struct Entry: Decodable {
        let id: String
        let url: String
        let width: Int?
        let height: Int?

        enum CodingKeys: String, CodingKey {
            case id, url, width, height
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            url = try container.decode(String.self, forKey: .url)
            width = Self.positiveSize(container, .width)
            height = Self.positiveSize(container, .height)
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
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(place(context.codingPath)) has the wrong type"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \(key.stringValue)"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)) is corrupted"
        @unknown default:
            return "not the expected JSON"
        }
    }

    private static func place(_ codingPath: [any CodingKey]) -> String {
        guard let index = codingPath.first?.intValue else { return "the answer" }
        let field = codingPath.dropFirst().first.map { " field \($0.stringValue)" } ?? ""
        return "entry \(index)\(field)"
    }
}
