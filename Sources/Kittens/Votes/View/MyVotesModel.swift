import FoundationEssentials
import Localization

/// What the Rate page's "My votes" shows of the votes store: the account's votes, newest first,
/// each up or down, and why they are not on TheCatAPI yet when they are not. Made from
/// `VotesState` (`MyVotesModel.init(_:)`); pure.
public struct MyVotesModel: Equatable, Sendable {
    /// The votes, newest first.
    public var rows: [MyVoteRow]
    /// Why changes wait or cannot be kept, over the list; nil while nothing is wrong.
    public var status: OutboxStatus?
    /// The account's votes are being read: with no rows, the page says so instead of "No votes yet".
    public var isReading: Bool

    public init(rows: [MyVoteRow] = [], status: OutboxStatus? = nil, isReading: Bool = false) {
        self.rows = rows
        self.status = status
        self.isReading = isReading
    }
}

/// One vote in "My votes".
public struct MyVoteRow: Equatable, Sendable {
    public var imageID: String
    public var value: VoteValue
    /// The picture, when known: a listing's entry may carry none, and then a placeholder and the
    /// picture's id show.
    public var url: URL?
    /// The vote, or its change, has not reached TheCatAPI yet.
    public var isWaiting: Bool

    public init(imageID: String, value: VoteValue, url: URL? = nil, isWaiting: Bool = false) {
        self.imageID = imageID
        self.value = value
        self.url = url
        self.isWaiting = isWaiting
    }

    /// The vote in words: "Liked" or "Not for me".
    public var valueText: String {
        switch value {
        case .up: localized("Liked")
        case .down: localized("Not for me")
        }
    }

    /// How screen readers name the row: the picture as the list names it, and the vote.
    public var label: String {
        localized("{picture}: {vote}", ["picture": PictureRow.pictureLabel(forImage: imageID), "vote": valueText])
    }

    /// The vote the row's Change button makes: the other one.
    public var changedValue: VoteValue { value == .up ? .down : .up }
}
