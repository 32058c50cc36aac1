/// Somewhere kitten pictures come from, one page at a time.
public protocol KittenDataSource: Sendable {
    /// Loads page `page` (from 0) of at most `limit` pictures. Cancelling the calling task ends the
    /// load promptly with `.cancelled`.
    func load(limit: Int, page: Int) async -> KittenLoadResult

    /// Loads page `page` of at most `limit` pictures that match `filters`. Sources that cannot
    /// filter (test doubles, a replay) load the page unfiltered: the default does.
    func load(limit: Int, page: Int, filters: KittenFilters) async -> KittenLoadResult
}

extension KittenDataSource {
    public func load(limit: Int, page: Int, filters: KittenFilters) async -> KittenLoadResult {
        await load(limit: limit, page: page)
    }
}
