import KittensSupport
/// Everything the kitten store knows. Changed only by `ListingReducer`.
public struct ListingState: Equatable, Sendable, Codable {
    /// The images shown, in order, without duplicate URLs; every URL is a web URL (`WebURL`).
    public var images: [KittenImage] = []
    /// The request in flight, if any.
    public var loading: ListingRequest?
    /// Why the last request failed; cleared when a new one starts or one succeeds.
    public var error: ListingLoadError?
    /// The request that failed, which `retry` repeats.
    public var failedRequest: ListingRequest?
    /// The failed request is tried again by itself after this many seconds (the server said
    /// it is busy, `ListingBusyRetry`); nil when no such try waits. Cleared when a request starts.
    public var retryInSeconds: Int?
    /// The computer has no network (`ListingIntent.networkAvailabilityChanged`).
    public var isOffline = false
    /// The page `loadMore` asks for next.
    public var nextPage = 0
    /// False once the last page came (`ListingExecutor.isLastPage`): one shorter than the page
    /// size, or one that reaches the server's `totalCount`.
    public var canLoadMore = false
    /// How many images each request of this listing asks for, in `PageSize.range`. A server
    /// counts its pages in their size (page 3 of 10 holds pictures 30 to 39), so the pages of
    /// one listing follow one another only at one size: a size chosen once pages have been
    /// asked for waits in `nextPageSize`.
    public var pageSize: Int
    /// The page size chosen while a listing was under way (`ListingIntent.usePageSize`), which
    /// the next listing from page 0 (Refresh, other filters) asks for; nil when none waits.
    public var nextPageSize: Int?
    /// How many pictures the server answers a page of this listing when that is fewer than
    /// `pageSize` asks for (TheCatAPI answers a key at most 25): its pages are counted in that
    /// size. Nil while it answers what is asked, or has not said yet.
    public var servedPageSize: Int?
    /// What every request asks the search for beyond the page (`ListingIntent.useFilters`).
    public var filters = ListingFilters.none
    /// How many pictures the listing holds, as the last page loaded said (TheCatAPI's
    /// `Pagination-Count`, sent with an API key); nil when it did not say.
    public var totalCount: Int?
    /// Whether the pictures show as a list or a gallery (`ListingIntent.useLayout`).
    public var layout = ListingLayout.list
    /// The breeds the filter offers.
    public var offeredBreeds = OfferedBreeds()

    /// An empty list whose requests ask for `pageSize` images, clamped to `PageSize.range`.
    public init(pageSize: Int = PageSize.standard) {
        self.pageSize = PageSize.clamped(pageSize)
    }

    public var isLoading: Bool { loading != nil }

    private enum CodingKeys: String, CodingKey {
        case images, loading, error, failedRequest, retryInSeconds, isOffline, nextPage, canLoadMore, pageSize, nextPageSize, servedPageSize,
            filters, totalCount, layout, offeredBreeds
    }

    /// Decoding (of a recording) keeps what the reducer promises: no two images with the same
    /// URL, and a next page in the range a saved list may ask for. A page size outside
    /// `PageSize.range` is a `DecodingError`: a recording never holds one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        images = try container.decode([KittenImage].self, forKey: .images).withoutDuplicateURLs(after: [])
        loading = try container.decodeIfPresent(ListingRequest.self, forKey: .loading)
        error = try container.decodeIfPresent(ListingLoadError.self, forKey: .error)
        failedRequest = try container.decodeIfPresent(ListingRequest.self, forKey: .failedRequest)
        retryInSeconds = try container.decodeIfPresent(Int.self, forKey: .retryInSeconds)
            .flatMap { (1...ListingBusyRetry.maximumSeconds).contains($0) ? $0 : nil }
        isOffline = try container.decodeIfPresent(Bool.self, forKey: .isOffline) ?? false
        nextPage = min(max(try container.decode(Int.self, forKey: .nextPage), 0), SnapshotFileFormat.maximumNextPage)
        canLoadMore = try container.decode(Bool.self, forKey: .canLoadMore)
        pageSize = try container.decode(Int.self, forKey: .pageSize)
        nextPageSize = try container.decodeIfPresent(Int.self, forKey: .nextPageSize).map(PageSize.clamped)
        filters = try container.decodeIfPresent(ListingFilters.self, forKey: .filters) ?? .none
        layout = try container.decodeIfPresent(ListingLayout.self, forKey: .layout) ?? .list
        offeredBreeds = try container.decodeIfPresent(OfferedBreeds.self, forKey: .offeredBreeds) ?? OfferedBreeds()
        totalCount = try container.decodeIfPresent(Int.self, forKey: .totalCount)
            .flatMap { (0...ListingLoadResult.maxTotalCount).contains($0) ? $0 : nil }
        guard PageSize.range.contains(pageSize) else {
            throw DecodingError.dataCorruptedError(
                forKey: .pageSize, in: container,
                debugDescription: "the page size \(pageSize) is not between \(PageSize.range.lowerBound) and \(PageSize.range.upperBound)")
        }
        servedPageSize = ListingPageSizes(asked: pageSize, served: try container.decodeIfPresent(Int.self, forKey: .servedPageSize))?.served
    }
}

/// A request for one page.
public enum ListingRequest: Equatable, Sendable, Codable, CustomStringConvertible {
    /// Page 0, replacing the list.
    case refresh
    /// A later page, appended to the list.
    case more(page: Int)

    public var page: Int {
        switch self {
        case .refresh: 0
        case .more(let page): page
        }
    }

    public var description: String {
        switch self {
        case .refresh: "refresh"
        case .more(let page): "more(page: \(page))"
        }
    }
}
