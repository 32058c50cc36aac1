import MVI

/// Folds the favourites store's messages into its state. Pure.
public struct FavouritesReducer: Reducer {
    public init() {}

    public func reduce(into state: inout FavouritesState, _ message: FavouritesMessage) {
        switch message {
        case .added(let favourite):
            state.userAdded(favourite)
        case .removed(let imageID):
            state.userRemoved(imageID)
        case .removalUndone:
            state.userUndidRemoval()
        case .operationSent(let id):
            state.operationSent(id)
        case .addAnswered(let id, let outcome):
            state.addAnswered(id, outcome)
        case .removeAnswered(let id):
            state.removeAnswered(id)
        case .removeAnsweredInPart(let id, let removed):
            state.removeAnsweredInPart(id, removed: removed)
        case .operationRefused(let id):
            state.operationRefused(id)
        case .operationWaits(let id, let problem):
            state.operationWaits(id, problem)
        case .retryDue:
            state.backOff.startRound()
        case .syncStarted:
            state.isSyncing = true
            state.changedWhileSyncing = []
            // This listing serves what needed one; what needs one while it is read asks again.
            state.needsListing = false
        case .synced(let listing):
            state.isSyncing = false
            FavouritesMerge.merge(listing, into: &state)
            state.changedWhileSyncing = []
            state.serverAnswered()
        case .syncFailed(let problem):
            state.isSyncing = false
            state.changedWhileSyncing = []
            if let problem {
                state.needsListing = true
                state.serverWaits(problem)
            }
        case .accountChanged(let account):
            state.use(account)
            state.sendingRound += 1
        case .listingAsked:
            state.needsListing = true
        case .operationHeldBack(let id):
            state.sending.remove(id)
        case .saveFailed(let reason):
            state.saveProblem = reason
        case .saved:
            state.saveProblem = nil
        case .retryScheduled(let seconds):
            state.retryDelaySeconds = seconds
        }
    }
}
