import FoundationEssentials
import KittensSupport
import MVI
import Outbox

/// What a view asks the favourites store to do.
public enum FavouritesIntent: Equatable, Sendable {
    /// Favourites the picture unless it is one; otherwise removes it.
    case toggle(imageID: String, url: URL)
    /// Favourites the picture; nothing when it is one already (a picture is favourited once).
    case add(imageID: String, url: URL)
    /// Removes the favourite of the picture, if any; Undo brings it back.
    case remove(imageID: String)
    /// Brings back the favourite removed last.
    case undoRemoval
    /// Refresh: sends the changes that wait now (a refused key is tried again) and merges the
    /// server's favourites. Nothing without a key, or while a sync runs.
    case sync
    /// The account whose key is in use now; nil when there is no key. A key starts a sync.
    case accountChanged(TheCatAPIAccount?)
}

/// The facts the favourites reducer folds into `FavouritesState` (see `FavouritesOutbox`).
public enum FavouritesMessage: Equatable, Sendable, Codable, OutboxCarriedMessage {
    /// The user favourited the picture.
    case added(Favourite)
    /// The user removed the favourite; it is kept for Undo.
    case removed(imageID: String)
    /// The user brought back the favourite removed last.
    case removalUndone
    /// The server made the add.
    case addAnswered(operationID: Int, FavouriteAddOutcome)
    /// The server removed the favourite (or had it removed already).
    case removeAnswered(operationID: Int)
    /// The server removed these ids of the removal's picture; a listing found more, which the
    /// removal sends next.
    case removeAnsweredInPart(operationID: Int, removed: [String])
    /// What every outbox store is told of its operations, its listings, its account and its
    /// file (the listing merged in by `FavouritesMerge`).
    case outbox(OutboxMessage<Listing, Account, Failure>)

    public typealias Listing = FavouritesListing
    public typealias Account = TheCatAPIAccount
    public typealias Failure = ListingLoadError
}

/// One-off notices of the favourites store, for a toast.
public enum FavouritesLabel: Equatable, Sendable, Codable {
    /// A favourite was removed: offer Undo.
    case removed(imageID: String)
    /// The server refused a change for good, and it was taken back; `error` says why.
    case rolledBack(FavouritesChange, imageID: String, error: ListingLoadError)
    /// Changes wait for the server (`changes` of them), for the reason given: said once, when
    /// they start waiting, not once per change.
    case waiting(FavouritesServerProblem, changes: Int)
    /// The sync failed; the favourites here are unchanged.
    case syncFailed(ListingLoadError)
    /// The favourites file could not be written (or is damaged and left alone); the
    /// favourites hold for this run.
    case notSaved(String)
    /// The change was not made: it would pass a cap (`FavouriteLimits`).
    case full(FavouritesCap)
    /// The picture cannot be a favourite: its id or address is not one the file can keep
    /// (too long, or not plain printable text), which only a hostile answer gives.
    case unkeepable(imageID: String)
}

/// Which cap a change would pass.
public enum FavouritesCap: Equatable, Sendable, Codable {
    /// `FavouriteLimits.maximumCount` favourites.
    case favourites
    /// `FavouriteLimits.maximumOperations` changes wait for the server.
    case waitingChanges
}

/// Which change a `FavouritesLabel.rolledBack` took back.
public enum FavouritesChange: Equatable, Sendable, Codable {
    case add
    case remove
}

extension OutboxJobs {
    /// The favourites store's jobs: `GET /favourites`, the favourites file's writes, the wait
    /// before sending again, and each change's request.
    public static let favourites = OutboxJobs(records: "favourites")
}
