import FoundationEssentials
import KittensSupport

extension ListingFilters: CustomStringConvertible {
    /// The query items the filters add to a search, in order, with percent-encoded values:
    /// `breed_ids` (each id encoded, a comma between them), `mime_types`, `has_breeds=1` and
    /// `order`; empty for `none`.
    public var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if !breedIDs.isEmpty {
            items.append(URLQueryItem(name: "breed_ids", value: breedIDs.map(PercentEncoding.unreserved).joined(separator: ",")))
        }
        if let mimeTypes = mimeTypes.queryValue {
            items.append(URLQueryItem(name: "mime_types", value: mimeTypes))
        }
        if hasBreeds { items.append(URLQueryItem(name: "has_breeds", value: "1")) }
        if let order { items.append(URLQueryItem(name: "order", value: order.rawValue)) }
        return items
    }

    /// The filters in query form for a log line, `breed_ids=beng&mime_types=gif&has_breeds=1`;
    /// `none` when they ask for nothing.
    public var description: String {
        let items = queryItems
        guard !items.isEmpty else { return "none" }
        return items.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
    }
}
