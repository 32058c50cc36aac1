import MVI

/// Folds the votes store's messages into its state. Pure.
public struct VotesReducer: Reducer {
    public init() {}

    public func reduce(into state: inout VotesState, _ message: VotesMessage) {
        switch message {
        case .voted(let vote):
            state.userVoted(vote)
        case .withdrew(let imageID):
            state.userWithdrew(imageID)
        case .operationSent(let id):
            state.operationSent(id)
        case .castAnswered(let id, let remoteID):
            state.castAnswered(id, remoteID: remoteID)
        case .withdrawAnswered(let id):
            state.withdrawAnswered(id)
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
            VotesMerge.merge(listing, into: &state)
            state.changedWhileSyncing = []
            state.serverAnswered()
        case .syncFailed(let problem):
            state.isSyncing = false
            state.changedWhileSyncing = []
            if let problem {
                state.needsListing = true
                state.backOff.failed(problem)
            }
        case .accountChanged(let account):
            state.use(account)
            state.backOff.round += 1
        case .listingAsked:
            state.needsListing = true
        case .operationHeldBack(let id):
            state.ledger.queue.stopSending(id)
        case .saveFailed(let reason):
            state.saveProblem = reason
        case .saved:
            state.saveProblem = nil
        case .retryScheduled(let seconds):
            state.backOff.retryDelaySeconds = seconds
        }
    }
}
