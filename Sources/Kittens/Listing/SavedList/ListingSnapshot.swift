import FoundationEssentials

/// The last list that loaded, kept between runs so the app shows it at once on the next start.
public struct ListingSnapshot: Equatable, Sendable, Codable {
    public var images: [KittenImage]
    /// The page `loadMore` asks for next.
    public var nextPage: Int
    public var canLoadMore: Bool
    public var savedAt: Date
    /// How many pictures its pages asked for, in `PageSize.range`: the size its next page follows
    /// them at (`ListingState.pageSize`). Nil for a list saved before the size was kept.
    public var pageSize: Int?
    /// How many the server answered a page when that was fewer (`ListingState.servedPageSize`).
    public var servedPageSize: Int?

    public init(
        images: [KittenImage], nextPage: Int, canLoadMore: Bool, savedAt: Date, pageSize: Int? = nil, servedPageSize: Int? = nil
    ) {
        self.images = images
        self.nextPage = nextPage
        self.canLoadMore = canLoadMore
        self.savedAt = savedAt
        self.pageSize = pageSize
        self.servedPageSize = servedPageSize
    }
}

extension ListingSnapshot {
    /// This snapshot with at most its first `count` images, and a next page that leaves no
    /// picture out after them: a page holds at most the pictures the server answered a page, or
    /// `pageSize` (the largest size there is when neither is known), so every page before
    /// `count / that` is among those kept, and
    /// a page asked for again brings back only pictures already listed, which the list drops as
    /// repeats. Keeping the first images with the next page of the whole list would skip every
    /// picture between them.
    public func keepingFirst(_ count: Int) -> ListingSnapshot {
        guard images.count > count else { return self }
        let pageHolds = max(servedPageSize ?? pageSize ?? PageSize.range.upperBound, 1)
        return ListingSnapshot(
            images: Array(images.prefix(count)), nextPage: min(nextPage, count / pageHolds), canLoadMore: true,
            savedAt: savedAt, pageSize: pageSize, servedPageSize: servedPageSize)
    }
}

/// Where snapshots are kept. Restoring is quick and synchronous (it runs once, before the
/// first render); saving returns at once and writes elsewhere, off the main thread.
public protocol ListingSnapshotArchive: Sendable {
    /// The saved snapshot, or nil when there is none or it cannot be used.
    func restore() -> ListingSnapshot?
    /// Replaces the saved snapshot.
    func save(_ snapshot: ListingSnapshot)
}
