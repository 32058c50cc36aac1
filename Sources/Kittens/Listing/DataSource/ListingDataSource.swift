/// Somewhere kitten pictures come from, one page at a time.
public protocol ListingDataSource: Sendable {
    /// Loads page `page` (from 0) of at most `limit` pictures. Cancelling the calling task ends the
    /// load promptly with `.cancelled`.
    func load(limit: Int, page: Int) async -> ListingLoadResult

    /// Loads page `page` of at most `limit` pictures that match `filters`. Sources that cannot
    /// filter (test doubles, a replay) load the page unfiltered: the default does.
    func load(limit: Int, page: Int, filters: ListingFilters) async -> ListingLoadResult
}

extension ListingDataSource {
    public func load(limit: Int, page: Int, filters: ListingFilters) async -> ListingLoadResult {
        await load(limit: limit, page: page)
    }
}
