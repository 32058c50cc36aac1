/// The listing's pictures as the viewer steps through them: what the kitten store lists, and
/// whether more may follow.
public struct ListedPictures: Equatable, Sendable, Codable {
    /// The listed images, in order; the viewer uses only those with a web URL (`WebURL`).
    public var images: [KittenImage]
    /// Whether the listing may load another page (`ListingState.canLoadMore`).
    public var canLoadMore: Bool
    /// Whether the listing's last request failed: "next" at the last picture is then not offered.
    public var hasFailed: Bool

    public init(images: [KittenImage] = [], canLoadMore: Bool = false, hasFailed: Bool = false) {
        self.images = images
        self.canLoadMore = canLoadMore
        self.hasFailed = hasFailed
    }

    /// What the viewer needs of the kitten store's `state`.
    public init(_ state: ListingState) {
        self.init(images: state.images, canLoadMore: state.canLoadMore, hasFailed: state.error != nil)
    }

    /// Whether another picture may follow the last listed one.
    public var mayGrow: Bool { canLoadMore && !hasFailed }
}
