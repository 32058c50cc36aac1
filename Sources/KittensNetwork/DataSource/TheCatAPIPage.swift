import FoundationEssentials
import Kittens

/// The URL of one page of TheCatAPI's search.
enum TheCatAPIPage {
    /// `endpoint` with its own query items kept, except those of the names added here (so that
    /// each appears once, and an endpoint's own `order=RAND` stays unless `filters` sets an
    /// order), then `limit`, `page` and the items `filters` ask for (`breed_ids` with each id percent-encoded and a
    /// comma between them, `mime_types`, `has_breeds=1`, `order`); nil when the endpoint cannot
    /// take a query.
    static func url(endpoint: URL, limit: Int, page: Int, filters: KittenFilters = .none) -> URL? {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: true) else { return nil }
        var added = [
            URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "page", value: String(page)),
        ]
        if !filters.breedIDs.isEmpty {
            added.append(URLQueryItem(name: "breed_ids", value: filters.breedIDs.map(encode).joined(separator: ",")))
        }
        if let mimeTypes = filters.mimeTypes.queryValue {
            added.append(URLQueryItem(name: "mime_types", value: mimeTypes))
        }
        if filters.hasBreeds { added.append(URLQueryItem(name: "has_breeds", value: "1")) }
        if let order = filters.order { added.append(URLQueryItem(name: "order", value: order.rawValue)) }
        let addedNames = Set(added.map(\.name))
        let kept = (components.percentEncodedQueryItems ?? []).filter { !addedNames.contains($0.name) }
        components.percentEncodedQueryItems = kept + added
        return components.url
    }

    /// `text` with everything but RFC 3986's unreserved characters percent-encoded, so that an
    /// id can never add a query item or end the query.
    static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
