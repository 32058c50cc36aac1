import Outbox

/// How the user's votes become operations, how the server's answers settle them, and how the
/// votes follow the account in use. Pure.
extension VotesState {
    /// The user votes: the vote is here at once, and its change waits to be sent.
    mutating func userVoted(_ vote: Vote) {
        guard ledger.vote(on: vote.imageID)?.value != vote.value else { return }
        ledger.userVoted(vote)
        changedWhileSyncing.insert(vote.imageID)
    }

    /// The user withdraws the vote on `imageID`.
    mutating func userWithdrew(_ imageID: String) {
        guard ledger.vote(on: imageID) != nil else { return }
        ledger.userWithdrew(imageID)
        changedWhileSyncing.insert(imageID)
    }

    /// The operation `id` leaves for the server now. A cast sent before (its answer lost, or
    /// the app quit meanwhile) may be made twice.
    mutating func operationSent(_ id: Int) {
        if let operation = ledger.queue.operations.first(where: { $0.id == id }), operation.isCast, operation.wasSent {
            resentCasts.insert(operation.imageID)
        }
        ledger.queue.markSent(id)
    }

    /// The server made the cast `id` as `remoteID`; a cast sent again asks for a listing, which
    /// withdraws the vote it may have made twice.
    mutating func castAnswered(_ id: Int, remoteID: String) {
        guard let operation = ledger.queue.operations.first(where: { $0.id == id }) else { return }
        serverAnswered()
        if resentCasts.contains(operation.imageID) { needsListing = true }
        ledger.castAnswered(id, remoteID: remoteID)
        changedWhileSyncing.insert(operation.imageID)
    }

    /// The server withdrew the vote of the withdrawal `id`: it waits for a listing, which ends
    /// it, or finds another vote of the picture to withdraw.
    mutating func withdrawAnswered(_ id: Int) {
        guard ledger.queue.stopSending(id), let index = ledger.queue.index(of: id) else { return }
        serverAnswered()
        ledger.queue.operations[index].awaitsListing = true
        changedWhileSyncing.insert(ledger.queue.operations[index].imageID)
        needsListing = true
    }

    /// The server refused the operation `id` for good: it is dropped, and what the user sees
    /// follows the server (a refused withdrawal asks a listing, which shows the vote again).
    mutating func operationRefused(_ id: Int) {
        guard let operation = ledger.queue.operations.first(where: { $0.id == id }) else { return }
        serverAnswered()
        ledger.refused(id)
        changedWhileSyncing.insert(operation.imageID)
        if operation.kind == .withdraw { needsListing = true }
    }

    /// The operation `id` could not be made now, and waits: `problem` says why. A withdrawal
    /// answered 404 may be done or may have gone to a wrong address: a listing says which.
    mutating func operationWaits(_ id: Int, _ problem: FavouritesServerProblem) {
        guard ledger.queue.stopSending(id) else { return }
        if problem == .unreachable(.httpStatus(404)), ledger.queue.operations.contains(where: { $0.id == id && $0.kind == .withdraw }) {
            needsListing = true
        }
        backOff.failed(problem)
    }

    /// The server answered: its key is accepted, and nothing fails now.
    mutating func serverAnswered() {
        backOff.answered()
        isAccountAccepted = true
    }

    /// Uses `newAccount` from now on, as favourites do (`FavouritesState.use`): nil keeps the
    /// votes and their changes wait; votes made before any accepted key go with the user to the
    /// new account; leaving an accepted account shelves its votes and takes back the new one's.
    mutating func use(_ newAccount: TheCatAPIAccount?) {
        for id in ledger.queue.sending { ledger.queue.stopSending(id) }
        isSyncing = false
        changedWhileSyncing = []
        backOff.forgetFailures()
        confirmsRemovals = false
        usesServer = newAccount != nil
        guard let newAccount, newAccount != account else { return }
        let votes = ledger.votes
        let operations = ledger.queue.operations
        let doubtful = resentCasts
        let change = OutboxShelves.switching(
            from: account, isAccepted: isAccountAccepted, to: newAccount, shelves: &otherAccounts, caps: VotesShelf.caps
        ) { account in
            VotesShelf(account: account, votes: votes, operations: operations, doubtful: doubtful)
        }
        let taken: VotesShelf?
        switch change {
        case .switched(let shelf):
            taken = shelf
            ledger.votes = shelf?.votes ?? []
            ledger.queue.operations = shelf?.operations ?? []
            resentCasts = shelf?.doubtful ?? []
        case .carried(let shelf):
            taken = shelf
            if let shelf {
                let here = Set(votes.map(\.imageID))
                ledger.votes += shelf.votes.filter { !here.contains($0.imageID) }
                ledger.queue.operations = shelf.operations + operations
                resentCasts.formUnion(shelf.doubtful)
            }
        }
        account = newAccount
        isAccountAccepted = taken != nil
        needsListing = true
    }
}

extension VotesState: OutboxDrivenState {
    public var waitingChangeCount: Int { waitingChanges.count }

    /// The operations that can be sent now (`OutboxQueue.readyToSend`).
    public func operationsReadyToSend(limit: Int) -> [VoteOperation] {
        ledger.queue.readyToSend(limit: limit)
    }
}

extension VotesMessage: OutboxDrivenMessage {}
extension VotesLabel: OutboxDrivenLabel {}
