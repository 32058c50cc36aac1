import FoundationEssentials

/// The last list that loaded, kept between runs so the app shows it at once on the next start.
public struct ListingSnapshot: Equatable, Sendable, Codable {
    public var images: [KittenImage]
    /// The page `loadMore` asks for next.
    public var nextPage: Int
    public var canLoadMore: Bool
    public var savedAt: Date
    /// The sizes its pages were read at, which its next page follows them at; nil for a list
    /// saved before they were kept.
    public var pages: ListingPageSizes?

    public init(images: [KittenImage], nextPage: Int, canLoadMore: Bool, savedAt: Date, pages: ListingPageSizes? = nil) {
        self.images = images
        self.nextPage = nextPage
        self.canLoadMore = canLoadMore
        self.savedAt = savedAt
        self.pages = pages
    }
}

extension ListingSnapshot {
    /// This snapshot with at most its first `count` images, and a next page that leaves no
    /// picture out after them: a page holds at most `pages.pageHolds` pictures (the largest size
    /// there is when not known), so every page before `count / pageHolds` is among those kept, and
    /// a page asked for again brings back only pictures already listed, which the list drops as
    /// repeats. Keeping the first images with the next page of the whole list would skip every
    /// picture between them.
    public func keepingFirst(_ count: Int) -> ListingSnapshot {
        guard images.count > count else { return self }
        let pageHolds = max(pages?.pageHolds ?? PageSize.range.upperBound, 1)
        return ListingSnapshot(
            images: Array(images.prefix(count)), nextPage: min(nextPage, count / pageHolds), canLoadMore: true, savedAt: savedAt,
            pages: pages)
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
