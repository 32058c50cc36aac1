import FoundationEssentials
import MVI

/// What the Rate page asks its store to do.
public enum RateIntent: Equatable, Sendable, Codable {
    /// A vote for the picture shown ("Like", 1 at TheCatAPI); the next picture shows at once.
    case like
    /// A vote against the picture shown ("Not for me", 0 at TheCatAPI).
    case notForMe
    /// The next picture, without a vote; the one skipped is not shown again this run.
    case skip
    /// Withdraws the newest vote of this run still standing; its picture shows again.
    case undoLastVote
    /// Pictures matching these filters from now on (the listing's): the pictures waiting are
    /// dropped and the search starts again. Ignored when they are the filters in use.
    case useFilters(ListingFilters)
    /// The account's votes now, by picture: a picture among them is not shown, and a vote of
    /// this run they no longer hold as it was given (changed or withdrawn in My votes) is no
    /// longer standing, so Ctrl+Z passes it by.
    case rated([String: VoteValue])
    /// Asks again after a failed load.
    case retry
    /// The computer's network came back: a load that failed for want of it
    /// (`ListingLoadError.isForWantOfANetwork`) asks again, as the listing's does.
    case networkReturned
    /// The page shows: pictures wait to be rated from now on (nothing is asked for before, so
    /// a run that never shows the page asks for nothing).
    case pageShown
    /// Shows the account's votes (My votes) instead of the picture to rate, or, with false,
    /// goes back to rating.
    case showMyVotes(Bool)
}

/// The facts the Rate reducer folds into `RateState`.
public enum RateMessage: Equatable, Sendable, Codable {
    case loadStarted(page: Int)
    /// A page of the search came: its usable pictures, out of `entries` it held (the unusable
    /// ones count: they take their place in the server's order); `isLastPage` when there is no more.
    case loaded(page: Int, [KittenImage], entries: Int, isLastPage: Bool)
    case loadFailed(ListingLoadError)
    /// The search asks again by itself in `seconds` (the server said it is busy).
    case retryScheduled(seconds: Int)
    /// The load ended without an answer (it was cancelled).
    case loadAbandoned
    case voted(RateVote)
    case skipped(imageID: String)
    case withdrawn(RateVote)
    case filtersChanged(ListingFilters)
    case ratedElsewhere(Set<String>)
    /// Votes of this run the account no longer holds as they were given (`RateIntent.rated`).
    case votesNoLongerStanding([RateVote])
    case myVotesShown(Bool)
}

/// What the Rate store tells others: a vote to keep and send, or one to withdraw.
public enum RateLabel: Equatable, Sendable, Codable {
    case voted(RateVote)
    case withdrawn(RateVote)
}

/// One vote given on the Rate page.
public struct RateVote: Equatable, Sendable, Codable {
    public let picture: KittenImage
    /// Up ("Like") or down ("Not for me").
    public let value: VoteValue

    public init(picture: KittenImage, value: VoteValue) {
        self.picture = picture
        self.value = value
    }
}

extension JobKey {
    /// The Rate page's search for pictures: a new search cancels the one in flight.
    public static let ratePictures = JobKey("ratePictures")
    /// The wait before the Rate page asks a busy server again by itself; any load cancels it.
    public static let rateRetry = JobKey("rateRetry")
}
