import Outbox

/// Descriptions for log lines and the inspector: counts and ids, never addresses or keys.
extension FavouritesState: CustomStringConvertible {
    public var description: String {
        "FavouritesState(favourites: \(favourites.count), synced: \(favourites.filter { $0.remoteID != nil }.count)"
            + ", waiting: \(outbox.count), sending: \(sending.count), other accounts: \(otherAccounts.count)"
            + ", undo: \(lastRemoval?.favourite.imageID ?? "none"), syncing: \(isSyncing ? "yes" : "no")"
            + ", server: \(usesServer ? "yes" : "no"), problem: \(serverProblem.map { "\($0)" } ?? "none")"
            + ", file: \(fileProblem == nil ? (saveProblem == nil ? "ok" : "not saved") : "unusable"))"
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
        case .accountChanged(let account): "accountChanged(\(account.map { "\($0)" } ?? "none"))"
        }
    }
}

extension FavouritesMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .added(let favourite): "added(\(favourite.imageID))"
        case .removed(let imageID): "removed(\(imageID))"
        case .removalUndone: "removalUndone"
        case .addAnswered(let id, let outcome): "addAnswered(\(id), \(outcome))"
        case .removeAnswered(let id): "removeAnswered(\(id))"
        case .removeAnsweredInPart(let id, let removed): "removeAnsweredInPart(\(id), \(removed.count) ids)"
        case .outbox(let message): message.description
        }
    }
}

extension FavouritesLabel: CustomStringConvertible {
    public var description: String {
        switch self {
        case .removed(let imageID): "removed(\(imageID))"
        case .rolledBack(let change, let imageID, let error): "rolledBack(\(change), \(imageID), \(error))"
        case .waiting(let problem, let changes): "waiting(\(problem), changes: \(changes))"
        case .syncFailed(let error): "syncFailed(\(error))"
        case .notSaved: "notSaved"
        case .full(let cap): "full(\(cap))"
        case .unkeepable(let imageID): "unkeepable(\(imageID.prefix(40)))"
        }
    }
}
