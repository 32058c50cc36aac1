/// Descriptions for log lines and the inspector: counts and ids, never addresses.
extension FavouritesState: CustomStringConvertible {
    public var description: String {
        "FavouritesState(favourites: \(favourites.count), synced: \(favourites.filter { $0.remoteID != nil }.count)"
            + ", pending: \(pending.count), undo: \(lastRemoval?.favourite.imageID ?? "none")"
            + ", syncing: \(isSyncing ? "yes" : "no"), server: \(usesServer ? "yes" : "no"), file: \(fileProblem == nil ? "ok" : "unusable"))"
    }
}

extension FavouritesIntent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .toggle(let imageID, _): "toggle(\(imageID))"
        case .add(let imageID, _): "add(\(imageID))"
        case .remove(let imageID): "remove(\(imageID))"
        case .undoRemoval: "undoRemoval"
        case .sync: "sync"
        case .keyChanged(let isSet): "keyChanged(isSet: \(isSet))"
        }
    }
}

extension FavouritesMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .added(let favourite, let pending): "added(\(favourite.imageID), pending: \(pending))"
        case .removed(let imageID, let pending): "removed(\(imageID), pending: \(pending))"
        case .removalUndone(let pending): "removalUndone(pending: \(pending))"
        case .addConfirmed(let imageID, let remoteID): "addConfirmed(\(imageID), remoteID: \(remoteID))"
        case .addRolledBack(let imageID): "addRolledBack(\(imageID))"
        case .removeConfirmed(let imageID): "removeConfirmed(\(imageID))"
        case .removeRolledBack(let removal): "removeRolledBack(\(removal.favourite.imageID))"
        case .syncStarted: "syncStarted"
        case .synced(let remote, let sending): "synced(\(remote.count) listed, sending: \(sending.count))"
        case .syncFailed: "syncFailed"
        case .serverUsed(let uses): "serverUsed(\(uses))"
        }
    }
}

extension FavouritesLabel: CustomStringConvertible {
    public var description: String {
        switch self {
        case .removed(let imageID): "removed(\(imageID))"
        case .rolledBack(let change, let imageID, let error): "rolledBack(\(change), \(imageID), \(error))"
        case .syncFailed(let error): "syncFailed(\(error))"
        case .notSaved: "notSaved"
        }
    }
}
