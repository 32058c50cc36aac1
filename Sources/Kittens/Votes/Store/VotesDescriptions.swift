import Outbox

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
        case .castAnswered(let id, let remoteID): "castAnswered(\(id), \(remoteID))"
        case .withdrawAnswered(let id): "withdrawAnswered(\(id))"
        case .outbox(let message): message.description
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
