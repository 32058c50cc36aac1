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
    /// How many entries the pages of this search answered so far, usable or not: where the next
    /// page starts in the server's order (a server may answer fewer a page than asked).
    public var answered = 0
    /// False once the search said it has no more, or answered only pictures it had answered
    /// before for `maximumPagesWithNothingNew` pages in a row.
    public var canLoadMore = true
    /// The pictures this search answered so far (since the filters last changed).
    public var listed: Set<String> = []
    /// How many pages in a row answered no picture this search had not answered before: a
    /// search in random order (the order without a key) whose pictures were all rated answers
    /// full pages of them for ever, and a server may answer every page as the first.
    public var pagesWithNothingNew = 0
    public var error: ListingLoadError?
    /// In how many seconds the search asks again by itself after the server said it is busy;
    /// nil when no such try waits. Cleared when a load starts.
    public var retryInSeconds: Int?
    public var pageSize: Int
    /// The page shows the account's votes (My votes) instead of the picture to rate.
    public var showsMyVotes = false

    public init(pageSize: Int = RateState.standardPageSize) {
        self.pageSize = pageSize
    }

    /// The picture shown.
    public var shown: KittenImage? { queue.first }
    public var isLoading: Bool { loadingPage != nil }
    /// Whether the page asked the search for pictures yet: before it first shows, nothing is
    /// asked for, and the filters and the votes read at start wait for it.
    public var hasAsked: Bool { nextPage > 0 || isLoading || error != nil }

    /// How many pictures a page of the search asks for.
    public static let standardPageSize = 20
    /// Fewer pictures than this waiting asks for the next page.
    public static let lowWater = 5
    /// How many pages in a row with nothing new (`pagesWithNothingNew`) end the search.
    public static let maximumPagesWithNothingNew = 3
    /// How many votes Ctrl+Z can walk back.
    public static let undoDepth = 50
}
