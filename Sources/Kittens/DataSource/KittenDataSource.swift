/// Somewhere kitten pictures come from, one page at a time.
public protocol KittenDataSource: Sendable {
    /// Loads page `page` (from 0) of at most `limit` pictures. Cancelling the calling task ends the
    /// load promptly with `.cancelled`.
    func load(limit: Int, page: Int) async -> KittenLoadResult
}
