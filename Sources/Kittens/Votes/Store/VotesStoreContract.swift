import MVI
import Outbox

/// What a view (the Rate page, "My votes") asks the votes store to do.
public enum VotesIntent: Equatable, Sendable, Codable {
    /// The user votes `value` on the picture: a new vote, or a change of its vote (a
    /// withdrawal and a new vote at the server). The same vote again changes nothing.
    case cast(KittenImage, VoteValue)
    /// The user withdraws the vote on the picture, if any.
    case withdraw(imageID: String)
    /// The user changes the vote on the picture to `value` (My votes): as `cast` does, a
    /// withdrawal and a new vote, for a picture whose address may not be known (a listing's
    /// entry without `image`). Nothing without a vote on it, or when it is `value` already.
    case change(imageID: String, to: VoteValue)
    /// Refresh: sends the changes that wait now (a refused key is tried again) and reads the
    /// account's votes, every page. Nothing without a key, or while a sync runs.
    case sync
    /// The account whose key is in use now (favourites' and votes' one account); nil when there
    /// is no key. A key starts a sync.
    case accountChanged(TheCatAPIAccount?)
}

/// The facts the votes reducer folds into `VotesState` (see `VotesOutbox`).
public enum VotesMessage: Equatable, Sendable, Codable, OutboxCarriedMessage {
    /// The user voted.
    case voted(Vote)
    /// The user withdrew the vote on the picture.
    case withdrew(imageID: String)
    /// The server made the cast, as `remoteID`.
    case castAnswered(operationID: Int, remoteID: String)
    /// The server withdrew the vote; a listing confirms the picture holds no other.
    case withdrawAnswered(operationID: Int)
    /// What every outbox store is told of its operations, its listings, its account and its
    /// file (the listing merged in by `VotesMerge`).
    case outbox(OutboxMessage<Listing, Account, Failure>)

    public typealias Listing = VotesListing
    public typealias Account = TheCatAPIAccount
    public typealias Failure = ListingLoadError
}

/// One-off notices of the votes store, for a toast.
public enum VotesLabel: Equatable, Sendable, Codable {
    /// The server refused a vote (or its withdrawal) for good, and it was taken back; `error`
    /// says why.
    case rolledBack(imageID: String, error: ListingLoadError)
    /// Changes wait for the server (`changes` of them), for the reason given: said once, when
    /// they start waiting.
    case waiting(FavouritesServerProblem, changes: Int)
    /// The sync failed; the votes here are unchanged.
    case syncFailed(ListingLoadError)
    /// The votes file could not be written (or is damaged and left alone); the votes hold for
    /// this run.
    case notSaved(String)
    /// The vote was not made: `FavouriteLimits.maximumCount` votes are kept, or
    /// `FavouriteLimits.maximumOperations` changes wait already.
    case full(FavouritesCap)
    /// The picture cannot be voted on: its id or address is not one the file can keep, which
    /// only a hostile answer gives.
    case unkeepable(imageID: String)
}

extension OutboxJobs {
    /// The votes store's jobs: `GET /votes` (every page), the votes file's writes, the wait
    /// before sending again, and each change's request.
    public static let votes = OutboxJobs(records: "votes")
}
