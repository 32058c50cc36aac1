import MVI

/// Folds the favourites store's messages into its state. Pure.
public struct FavouritesReducer: Reducer {
    public init() {}

    public func reduce(_ state: FavouritesState, _ message: FavouritesMessage) -> FavouritesState {
        var state = state
        switch message {
        case .added(let favourite, let pending):
            guard !state.isFavourite(favourite.imageID) else { return state }
            state.favourites.insert(favourite, at: 0)
            if state.favourites.count > FavouriteLimits.maximumCount { state.favourites.removeLast() }
            state.pending[favourite.imageID] = pending ? .adding : nil
        case .removed(let imageID, let pending):
            guard let index = state.favourites.firstIndex(where: { $0.imageID == imageID }) else { return state }
            state.lastRemoval = FavouritesState.Removal(favourite: state.favourites.remove(at: index), index: index)
            state.pending[imageID] = pending ? .removing : nil
        case .removalUndone(let pending):
            guard let removal = state.lastRemoval else { return state }
            state.lastRemoval = nil
            var favourite = removal.favourite
            // Sent again, it gets a new server id; kept here only, it keeps the one it had.
            if pending { favourite.remoteID = nil }
            state.insert(favourite, at: removal.index)
            state.pending[favourite.imageID] = pending ? .adding : nil
        case .addConfirmed(let imageID, let remoteID):
            state.pending[imageID] = nil
            if let index = state.favourites.firstIndex(where: { $0.imageID == imageID }) {
                state.favourites[index].remoteID = remoteID
            }
        case .addRolledBack(let imageID):
            state.pending[imageID] = nil
            state.favourites.removeAll { $0.imageID == imageID }
        case .removeConfirmed(let imageID):
            state.pending[imageID] = nil
        case .removeRolledBack(let removal):
            state.pending[removal.favourite.imageID] = nil
            if state.lastRemoval?.favourite.imageID == removal.favourite.imageID { state.lastRemoval = nil }
            state.insert(removal.favourite, at: removal.index)
        case .syncStarted:
            state.isSyncing = true
        case .synced(let remote, let sending):
            state.isSyncing = false
            state.favourites = FavouritesMerge.merge(remote, into: state)
            for imageID in sending { state.pending[imageID] = .adding }
        case .syncFailed:
            state.isSyncing = false
        case .serverUsed(let uses):
            state.usesServer = uses
        }
        return state
    }
}

extension FavouritesState {
    /// Puts `favourite` back at `index` (or last), unless its picture is a favourite already.
    fileprivate mutating func insert(_ favourite: Favourite, at index: Int) {
        guard !isFavourite(favourite.imageID) else { return }
        favourites.insert(favourite, at: min(max(index, 0), favourites.count))
    }
}
