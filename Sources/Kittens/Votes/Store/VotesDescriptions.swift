/// Descriptions for log lines and the inspector: counts and ids, never addresses or keys.
extension VotesState: CustomStringConvertible {
    public var description: String {
        "VotesState(votes: \(votes.count), synced: \(votes.filter { $0.remoteID != nil }.count)"
            + ", waiting: \(waitingChanges.count), sending: \(sending.count), other accounts: \(otherAccounts.count)"
            + ", syncing: \(isSyncing ? "yes" : "no"), server: \(usesServer ? "yes" : "no")"
            + ", problem: \(serverProblem.map { "\($0)" } ?? "none")"
            + ", file: \(fileProblem == nil ? (saveProblem == nil ? "ok" : "not saved") : "unusable"))"
    }
}

extension VotesIntent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .cast(let image, let value): "cast(\(image.id), \(value))"
        case .withdraw(let imageID): "withdraw(\(imageID))"
        case .change(let imageID, let value): "change(\(imageID), to: \(value))"
        case .sync: "sync"
        case .accountChanged(let account): "accountChanged(\(account.map { "\($0)" } ?? "none"))"
        }
    }
}

extension VotesMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .voted(let vote): "voted(\(vote.imageID), \(vote.value))"
        case .withdrew(let imageID): "withdrew(\(imageID))"
        case .operationSent(let id): "operationSent(\(id))"
        case .castAnswered(let id, let remoteID): "castAnswered(\(id), \(remoteID))"
        case .withdrawAnswered(let id): "withdrawAnswered(\(id))"
        case .operationRefused(let id): "operationRefused(\(id))"
        case .operationWaits(let id, let problem): "operationWaits(\(id), \(problem))"
        case .retryDue: "retryDue"
        case .syncStarted: "syncStarted"
        case .synced(let listing): "synced(\(listing.votes.count) listed, \(listing.isComplete ? "complete" : "incomplete"))"
        case .syncFailed(let problem): "syncFailed(\(problem.map { "\($0)" } ?? "refused"))"
        case .accountChanged(let account): "accountChanged(\(account.map { "\($0)" } ?? "none"))"
        case .listingAsked: "listingAsked"
        case .operationHeldBack(let id): "operationHeldBack(\(id))"
        case .saveFailed: "saveFailed"
        case .saved: "saved"
        case .retryScheduled(let seconds): "retryScheduled(\(seconds) s)"
        }
    }
}

extension VotesLabel: CustomStringConvertible {
    public var description: String {
        switch self {
        case .rolledBack(let imageID, let error): "rolledBack(\(imageID), \(error))"
        case .waiting(let problem, let changes): "waiting(\(problem), changes: \(changes))"
        case .syncFailed(let error): "syncFailed(\(error))"
        case .notSaved: "notSaved"
        case .full(let cap): "full(\(cap))"
        case .unkeepable(let imageID): "unkeepable(\(imageID.prefix(40)))"
        }
    }
}
