import FoundationEssentials

/// The outcome of loading one page of kittens. A cancellation is an outcome of its own, not an error.
public enum ListingLoadResult: Sendable, Equatable {
    /// The page's pictures, the entries of the answer that were left out of it, how many
    /// pictures the whole listing holds when the server said so (`Pagination-Count`, in
    /// `maxTotalCount`), which ends the listing once they are all loaded, and whether the
    /// server drew the page at random (`drawnAtRandom`: TheCatAPI's order without a key, or
    /// `order=RAND`), so that a page follows no other and a short one ends nothing: without a
    /// key TheCatAPI answers 10 pictures whatever the limit.
    case images([KittenImage], skipped: SkippedEntries = .none, totalCount: Int? = nil, drawnAtRandom: Bool = false)
    case failure(ListingLoadError)
    case cancelled

    /// The largest listing total believed; a larger one is no total.
    public static let maxTotalCount = 100_000_000

    /// The outcome of `body`, the answer to a request for at most `limit` pictures, of a
    /// listing of `totalCount` pictures when known (one outside 0…`maxTotalCount` counts as
    /// unknown), drawn at random or not.
    public static func answer(_ body: Data, limit: Int, totalCount: Int? = nil, drawnAtRandom: Bool = false) -> ListingLoadResult {
        do {
            let page = try ListingParser.parse(body, limit: limit)
            return .images(
                page.images, skipped: page.skipped, totalCount: totalCount.flatMap { (0...maxTotalCount).contains($0) ? $0 : nil },
                drawnAtRandom: drawnAtRandom)
        } catch {
            return .failure(error)
        }
    }
}
