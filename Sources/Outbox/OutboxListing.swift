/// One page of a paged listing of the server's records, as `OutboxListing.read` needs it.
public protocol OutboxListingPage: Sendable {
    /// How many records the server holds in all (a `Pagination-Count`); nil when it did not say.
    var totalCount: Int? { get }
    /// How many entries the page held, usable or not.
    var entryCount: Int { get }
}

/// Reads a paged listing whole, and says whether there is evidence that nothing was missed:
/// only a complete listing may take a record it lacks as removed elsewhere.
public enum OutboxListing {
    /// Reads pages 0, 1, … of at most `pageSize` entries each with `page` (its index and the
    /// entries asked for), handing each to `take`, until `totalCount` entries are seen or a page
    /// comes back short, and at most `maximumPages`. Returns whether the listing is complete: a
    /// count that held from the first page to the last and equals the entries read, or, without
    /// one, a short page.
    ///
    /// A first page shorter than asked for, with no count that it reached, is not taken for the
    /// last: a server or a proxy may answer fewer entries a page than asked (a cap it does not
    /// say), and the records past its first page would be taken as removed elsewhere. The rest
    /// is asked for at the size the first page had, which the server answers whole: its short
    /// page ends the listing again, and pages meet whether the server counts its pages in the
    /// size it answers or in the size asked.
    ///
    /// `take` returns false to stop (the listing is then incomplete). A failed page fails the
    /// listing: a part of one is never used as if it were the whole. Cancelled, it fails with
    /// `cancelled`.
    public static func read<Page: OutboxListingPage, Failure: Error>(
        pageSize: Int, maximumPages: Int, cancelled: Failure,
        page: (_ index: Int, _ limit: Int) async -> Result<Page, Failure>, take: (Page) -> Bool
    ) async -> Result<Bool, Failure> {
        var limit = pageSize
        var index = 0
        var firstCount: Int?
        var entriesSeen = 0
        for asked in 0..<max(maximumPages, 0) {
            if Task.isCancelled { return .failure(cancelled) }
            let answer: Page
            switch await page(index, limit) {
            case .success(let got): answer = got
            case .failure(let failure): return .failure(failure)
            }
            if asked == 0 { firstCount = answer.totalCount }
            entriesSeen += answer.entryCount
            guard take(answer) else { return .success(false) }
            let isShort = answer.entryCount < limit
            let isCounted = answer.totalCount.map { entriesSeen >= $0 } ?? false
            if asked == 0, isShort, answer.entryCount > 0, !isCounted {
                limit = answer.entryCount
                index = 1
                continue
            }
            if isShort || isCounted {
                // A count that moved between the first page and the last means records were
                // added or removed meanwhile, so pages may have shifted under the reading.
                return .success(firstCount == answer.totalCount && (answer.totalCount.map { entriesSeen == $0 } ?? isShort))
            }
            index += 1
        }
        return .success(false)
    }
}
