import FoundationEssentials
import Kittens

/// The URL of one page of TheCatAPI's search.
enum TheCatAPIPage {
    /// `endpoint` with its own query items kept, except those of the names added here (so that
    /// each appears once, and an endpoint's own `order=RAND` stays unless `filters` sets an
    /// order), then `limit`, `page` and the items `filters` ask for (`breed_ids` with each id percent-encoded and a
    /// comma between them, `mime_types`, `has_breeds=1`, `order`); nil when the endpoint cannot
    /// take a query.
    static func url(endpoint: URL, limit: Int, page: Int, filters: ListingFilters = .none) -> URL? {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: true) else { return nil }
        let added = [
            URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "page", value: String(page)),
        ] + filters.queryItems
        let addedNames = Set(added.map(\.name))
        let kept = (components.percentEncodedQueryItems ?? []).filter { !addedNames.contains($0.name) }
        components.percentEncodedQueryItems = kept + added
        return components.url
    }

    /// The response field with the number of pictures in the whole listing.
    static let countHeader = "Pagination-Count"

    /// `filters` as a page asks for them: with a key, `order=ASC` unless `filters` or the
    /// endpoint's own query (`order=…`) chose an order; without one, as they are.
    static func filters(_ filters: ListingFilters, endpoint: URL, hasKey: Bool) -> ListingFilters {
        guard hasKey, filters.order == nil else { return filters }
        let items = URLComponents(url: endpoint, resolvingAgainstBaseURL: true)?.percentEncodedQueryItems ?? []
        guard !items.contains(where: { $0.name == "order" }) else { return filters }
        var ordered = filters
        ordered.order = .ascending
        return ordered
    }

    /// The number in a `Pagination-Count` value: ASCII digits only (blanks around them
    /// allowed), at most 9 of them and not over `ListingLoadResult.maxTotalCount`; nil otherwise.
    static func totalCount(from value: String?) -> Int? {
        guard let value else { return nil }
        var digits = Substring(value)
        while let first = digits.first, first == " " || first == "\t" { digits.removeFirst() }
        while let last = digits.last, last == " " || last == "\t" { digits.removeLast() }
        guard !digits.isEmpty, digits.utf8.count <= 9, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let count = Int(digits), count <= ListingLoadResult.maxTotalCount
        else { return nil }
        return count
    }
}
