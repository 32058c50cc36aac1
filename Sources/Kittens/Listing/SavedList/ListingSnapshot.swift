import FoundationEssentials

/// The last list that loaded, kept between runs so the app shows it at once on the next start.
public struct ListingSnapshot: Equatable, Sendable, Codable {
    public var images: [KittenImage]
    /// The page `loadMore` asks for next.
    public var nextPage: Int
    public var canLoadMore: Bool
    public var savedAt: Date

    public init(images: [KittenImage], nextPage: Int, canLoadMore: Bool, savedAt: Date) {
        self.images = images
        self.nextPage = nextPage
        self.canLoadMore = canLoadMore
        self.savedAt = savedAt
    }
}

extension ListingSnapshot {
    /// This snapshot with at most its first `count` images, and a next page that leaves no
    /// picture out after them: a page holds at most `pageSize` pictures, so every page before
    /// `count / pageSize` is among those kept, and a page asked for again brings back only
    /// pictures already listed, which the list drops as repeats. Keeping the first images with
    /// the next page of the whole list would skip every picture between them.
    public func keepingFirst(_ count: Int, pageSize: Int) -> ListingSnapshot {
        guard images.count > count else { return self }
        return ListingSnapshot(
            images: Array(images.prefix(count)), nextPage: min(nextPage, count / max(pageSize, 1)), canLoadMore: true,
            savedAt: savedAt)
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
