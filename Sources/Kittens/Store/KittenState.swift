/// Everything the kitten store knows. Changed only by `KittenReducer`.
public struct KittenState: Equatable, Sendable {
    /// The images shown, in order, without duplicate URLs; every URL is a web URL (`WebURL`).
    public var images: [KittenImage] = []
    /// The request in flight, if any.
    public var loading: KittenRequest?
    /// Why the last request failed; cleared when a new one starts or one succeeds.
    public var error: KittenLoadError?
    /// The request that failed, which `retry` repeats.
    public var failedRequest: KittenRequest?
    /// The page `loadMore` asks for next.
    public var nextPage = 0
    /// False once a page came back shorter than the page size.
    public var canLoadMore = false

    public init() {}

    public var isLoading: Bool { loading != nil }
}

/// A request for one page.
public enum KittenRequest: Equatable, Sendable, CustomStringConvertible {
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
