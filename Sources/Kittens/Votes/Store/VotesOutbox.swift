import Outbox

/// How the user's votes become operations, how the server's answers settle them, and how the
/// votes follow the account in use. Pure.
extension VotesState {
    /// The user votes: the vote is here at once, and its change waits to be sent.
    mutating func userVoted(_ vote: Vote) {
        guard ledger.vote(on: vote.imageID)?.value != vote.value else { return }
        ledger.userVoted(vote)
        changedWhileSyncing.insert(vote.imageID)
        if refusedWithdrawals.contains(vote.imageID) { resentCasts.insert(vote.imageID) }
    }

    /// The user withdraws the vote on `imageID`.
    mutating func userWithdrew(_ imageID: String) {
        guard ledger.vote(on: imageID) != nil else { return }
        ledger.userWithdrew(imageID)
        changedWhileSyncing.insert(imageID)
    }

    /// The operation `id` leaves for the server now. A cast sent before (its answer lost, or
    /// the app quit meanwhile) may be made twice.
    public mutating func operationSent(_ id: Int) {
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
    /// follows the server (a refused withdrawal takes the new vote of a change queued after it
    /// with it, and asks a listing, which shows the server's vote again). A refused withdrawal
    /// of a second vote, the user's vote still here, asks none: the listing would send it
    /// again, to be refused again, without end; the next Refresh tries once more.
    public mutating func operationRefused(_ id: Int) {
        guard let operation = ledger.queue.operations.first(where: { $0.id == id }) else { return }
        serverAnswered()
        ledger.refused(id)
        changedWhileSyncing.insert(operation.imageID)
        if operation.kind == .withdraw, ledger.vote(on: operation.imageID) == nil {
            refusedWithdrawals.insert(operation.imageID)
            needsListing = true
        }
    }

    /// The operation `id` could not be made now, and waits: `problem` says why. A withdrawal
    /// answered 404 may be done or may have gone to a wrong address: a listing says which.
    public mutating func operationWaits(_ id: Int, _ problem: FavouritesServerProblem) {
        guard ledger.queue.stopSending(id) else { return }
        if problem == .unreachable(.httpStatus(404)), ledger.queue.operations.contains(where: { $0.id == id && $0.kind == .withdraw }) {
            needsListing = true
        }
        backOff.failed(problem)
    }

    /// The server answered: its key is accepted, and nothing fails now.
    public mutating func serverAnswered() {
        backOff.answered()
        isAccountAccepted = true
    }
}

extension VotesState: OutboxReducedState {
    public var waitingChangeCount: Int { waitingChanges.count }

    public var queuedOperations: [VoteOperation] { ledger.queue.operations }

    /// The operations that can be sent now (`OutboxQueue.readyToSend`).
    public func operationsReadyToSend(limit: Int) -> [VoteOperation] {
        ledger.queue.readyToSend(limit: limit)
    }

    public mutating func stopSending(_ id: Int) {
        ledger.queue.stopSending(id)
    }

    public mutating func merge(_ listing: VotesListing) {
        VotesMerge.merge(listing, into: &self)
    }
}

/// How the votes follow the account in use (`OutboxAccountState.use`), as favourites do.
extension VotesState: OutboxAccountState {
    public mutating func forgetSending() {
        for id in ledger.queue.sending { ledger.queue.stopSending(id) }
    }

    public mutating func forgetRemovalsToConfirm() {
        removalsToConfirm = []
    }

    public func shelf(of account: TheCatAPIAccount) -> VotesShelf {
        VotesShelf(account: account, votes: ledger.votes, operations: ledger.queue.operations, doubtful: resentCasts)
    }

    public mutating func takeBack(_ shelf: VotesShelf?) {
        ledger.votes = shelf?.votes ?? []
        ledger.queue.operations = shelf?.operations ?? []
        resentCasts = shelf?.doubtful ?? []
    }

    /// The votes of `shelf` not here join those here; its changes go before those here.
    public mutating func join(_ shelf: VotesShelf) {
        let here = Set(ledger.votes.map(\.imageID))
        ledger.votes += shelf.votes.filter { !here.contains($0.imageID) }
        ledger.queue.operations = shelf.operations + ledger.queue.operations
        resentCasts.formUnion(shelf.doubtful)
    }
}

extension VotesLabel: OutboxDrivenLabel {}
