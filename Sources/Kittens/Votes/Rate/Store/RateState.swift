import FoundationEssentials

/// The Rate page: the pictures waiting to be rated (the one shown first), what was passed this
/// run, and the votes given.
public struct RateState: Equatable, Sendable, Codable {
    /// The picture shown, then the ones the page downloads ahead.
    public var queue: [KittenImage] = []
    /// Pictures voted on, skipped or rated before: never queued again.
    public var passed: Set<String> = []
    /// The votes of this run that Ctrl+Z may withdraw, newest last (at most `RateState.undoDepth`).
    public var votes: [RateVote] = []
    /// How many votes were given since the app started, less those withdrawn.
    public var votesGiven = 0
    public var filters = ListingFilters.none
    /// The page of the search loading, if one is.
    public var loadingPage: Int?
    public var nextPage = 0
    /// False once the search said it has no more.
    public var canLoadMore = true
    public var error: ListingLoadError?
    public var pageSize: Int
    /// The page shows the account's votes (My votes) instead of the picture to rate.
    public var showsMyVotes = false

    public init(pageSize: Int = RateState.standardPageSize) {
        self.pageSize = pageSize
    }

    /// The picture shown.
    public var shown: KittenImage? { queue.first }
    public var isLoading: Bool { loadingPage != nil }

    /// How many pictures a page of the search asks for.
    public static let standardPageSize = 20
    /// Fewer pictures than this waiting asks for the next page.
    public static let lowWater = 5
    /// How many votes Ctrl+Z can walk back.
    public static let undoDepth = 50
}
