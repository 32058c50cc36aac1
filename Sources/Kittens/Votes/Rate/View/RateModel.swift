import FoundationEssentials
import Localization

/// What the Rate page shows: the picture to rate with its breed, the next pictures to download
/// ahead, the votes given this run, and what stands in for the picture while there is none.
public struct RateModel: Equatable, Sendable {
    /// The picture shown, or nil.
    public var picture: RatePicture?
    /// The pictures after it, to download and decode ahead (at most `RateModel.lookAhead`).
    public var upcoming: [URL]
    /// "3 votes since the app started".
    public var count: String
    /// Whether Like, Not for me and Skip apply (a picture is shown).
    public var canVote: Bool
    /// Whether Ctrl+Z has a vote to withdraw.
    public var canUndo: Bool
    /// Why no picture is shown (loading, a failure, none left), with the Retry button when it helps.
    public var placeholder: RatePlaceholder?
    /// The page shows the account's votes (My votes) instead of the picture to rate: the keys
    /// of rating rest, and the list's keys work.
    public var showsMyVotes: Bool

    /// How many pictures after the one shown are downloaded ahead.
    public static let lookAhead = 3

    public init(
        picture: RatePicture? = nil, upcoming: [URL] = [], count: String = RateModel.count(0), canVote: Bool = false,
        canUndo: Bool = false, placeholder: RatePlaceholder? = nil, showsMyVotes: Bool = false
    ) {
        self.picture = picture
        self.upcoming = upcoming
        self.count = count
        self.canVote = canVote
        self.canUndo = canUndo
        self.placeholder = placeholder
        self.showsMyVotes = showsMyVotes
    }

    /// The words for `votes` votes given since the app started.
    public static func count(_ votes: Int) -> String {
        localizedPlural("{count} vote since the app started", "{count} votes since the app started", count: votes)
    }
}

/// The picture on the Rate page.
public struct RatePicture: Equatable, Sendable {
    public var id: String
    public var url: URL
    /// Its breed's name, when known.
    public var breedName: String?
    /// How screen readers name it: as the list names it (`PictureRow.pictureLabel`).
    public var label: String

    public init(id: String, url: URL, breedName: String?) {
        self.id = id
        self.url = url
        self.breedName = breedName
        label = PictureRow.pictureLabel(forImage: id, breed: breedName)
    }
}

/// What the Rate page shows instead of a picture.
public enum RatePlaceholder: Equatable, Sendable {
    case loading
    /// The search failed: the reason in words, and Retry.
    case failed(String)
    /// Every picture of the search was rated or skipped.
    case noMore
}
