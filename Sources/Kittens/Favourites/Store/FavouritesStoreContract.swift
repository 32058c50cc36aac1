#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KittensSupport
import MVI

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
    /// Merges the server's favourites with these and sends the ones the server lacks.
    /// Ignored without a key (no data source) or while a sync runs.
    case sync
    /// Whether a key is known now. Becoming known starts a sync.
    case keyChanged(isSet: Bool)
}

/// The facts the favourites reducer folds into `FavouritesState`.
public enum FavouritesMessage: Equatable, Sendable, Codable {
    /// Added here, and `pending` says whether the server is being told.
    case added(Favourite, pending: Bool)
    /// Removed here; it is kept for Undo.
    case removed(imageID: String, pending: Bool)
    /// The removed favourite is back where it was; when `pending`, it is added on the server
    /// again and its old server id is dropped.
    case removalUndone(pending: Bool)
    /// The server keeps the favourite as `remoteID`.
    case addConfirmed(imageID: String, remoteID: String)
    /// The server refused the favourite: it is taken away again.
    case addRolledBack(imageID: String)
    /// The server removed the favourite.
    case removeConfirmed(imageID: String)
    /// The server did not remove the favourite: it is back where it was.
    case removeRolledBack(FavouritesState.Removal)
    case syncStarted
    /// The server's favourites, merged in (see `FavouritesMerge`); `sending` are the pictures
    /// the server lacks, being added there now.
    case synced([RemoteFavourite], sending: [String])
    case syncFailed
    /// Changes go to the server from now on, or stay here.
    case serverUsed(Bool)
}

/// One-off notices of the favourites store, for a toast.
public enum FavouritesLabel: Equatable, Sendable, Codable {
    /// A favourite was removed: offer Undo.
    case removed(imageID: String)
    /// A change could not be made on the server and was taken back; `error` says why.
    case rolledBack(FavouritesChange, imageID: String, error: KittenLoadError)
    /// The sync failed; the favourites here are unchanged.
    case syncFailed(KittenLoadError)
    /// The favourites file could not be written (or is damaged and left alone); the
    /// favourites hold for this run.
    case notSaved(String)
}

/// Which change a `FavouritesLabel.rolledBack` took back.
public enum FavouritesChange: Equatable, Sendable, Codable {
    case add
    case remove
}

extension JobKey {
    /// The favourites store's sync (`GET /favourites`).
    public static let favouritesSync = JobKey("favouritesSync")
    /// The favourites store's write of the favourites file.
    public static let favouritesFileWrite = JobKey("favouritesFileWrite")

    /// The favourites store's request for the picture `imageID`: a newer one (an Undo after a
    /// removal, say) replaces it, and the older answer is never reduced.
    public static func favourite(_ imageID: String) -> JobKey {
        JobKey("favourite-\(imageID)")
    }
}
