import Outbox

/// How the user's changes become operations, and how the server's answers settle them. Pure.
///
/// A picture has at most two operations: one sent (on its way, or sent once and waiting to be
/// sent again), and the opposite one waiting behind it. A change opposite to an operation never
/// sent cancels it instead of being queued, so the pair never reaches the server.
extension FavouritesState {
    /// The user favourites `favourite`'s picture.
    mutating func userAdded(_ favourite: Favourite) {
        guard !isFavourite(favourite.imageID) else { return }
        var added = favourite
        if let removal = withQueue({ $0.withdrawUnsent(of: favourite.imageID) { $0.kind == .remove } }) {
            // The removal never left: the server keeps the favourite, under the id it had.
            added.remoteID = removal.remoteID
        } else {
            enqueue(.add, favourite.imageID)
        }
        favourites.insert(added, at: 0)
        if lastRemoval?.favourite.imageID == favourite.imageID { lastRemoval = nil }
        changedWhileSyncing.insert(favourite.imageID)
    }

    /// The user removes the favourite of `imageID`; Undo can bring it back.
    mutating func userRemoved(_ imageID: String) {
        guard let index = favourites.firstIndex(where: { $0.imageID == imageID }) else { return }
        let removed = favourites.remove(at: index)
        lastRemoval = Removal(favourite: removed, index: index)
        changedWhileSyncing.insert(imageID)
        if withQueue({ $0.withdrawUnsent(of: imageID) { $0.kind == .add } }) != nil {
            // The add never left: nothing to remove on the server.
        } else if removed.remoteID != nil || lastOperation(of: imageID) != nil || account != nil {
            enqueue(.remove, imageID, remoteID: removed.remoteID, moreRemoteIDs: removed.moreRemoteIDs)
            // Kept by the server under an id not learned yet ("already there"): a listing says it.
            if removed.remoteID == nil && lastOperation(of: imageID, kind: .add) == nil { needsListing = true }
        }
    }

    /// The user undoes the last removal: the favourite is back where it was.
    mutating func userUndidRemoval() {
        guard let removal = lastRemoval, !isFavourite(removal.favourite.imageID) else { return }
        let imageID = removal.favourite.imageID
        lastRemoval = nil
        changedWhileSyncing.insert(imageID)
        var favourite = removal.favourite
        if withQueue({ $0.withdrawUnsent(of: imageID) { $0.kind == .remove } }) != nil {
            // The removal never left: the server keeps the favourite.
        } else {
            // The removal is on its way, or made, or the add it cancelled never left: add again.
            if lastOperation(of: imageID) == nil {
                favourite.remoteID = nil
                favourite.moreRemoteIDs = []
            }
            enqueue(.add, imageID)
        }
        favourites.insert(favourite, at: min(max(removal.index, 0), favourites.count))
    }

    /// The operations that can be sent now: the first of each picture, not on its way, with
    /// what it needs (a removal its server id, an add answered "already there" a listing); at
    /// most `limit` on their way in all.
    public func operationsReadyToSend(limit: Int) -> [FavouriteOperation] {
        queue.readyToSend(limit: limit)
    }

    /// The operation `id` leaves for the server now.
    public mutating func operationSent(_ id: Int) {
        withQueue { $0.markSent(id) }
    }

    /// The server made the add `id`, or says it was there already: then the add waits for a
    /// listing, which gives its id, or lacks it, and the add is sent again (a server that says
    /// so wrongly never drops a favourite).
    mutating func addAnswered(_ id: Int, _ outcome: FavouriteAddOutcome) {
        switch outcome {
        case .created(let remoteID):
            guard let operation = takeOperation(id) else { return }
            serverAnswered()
            addMade(operation.imageID, remoteIDs: [remoteID])
        case .alreadyThere:
            guard withQueue({ $0.stopSending(id) }), let index = queue.index(of: id) else { return }
            serverAnswered()
            outbox[index].awaitsListing = true
            changedWhileSyncing.insert(outbox[index].imageID)
            needsListing = true
        }
    }

    /// The server keeps the favourite of `imageID` under `remoteIDs` (the first its id): the
    /// favourite learns them, and so does a removal waiting for them.
    mutating func addMade(_ imageID: String, remoteIDs: [String]) {
        guard let remoteID = remoteIDs.first else { return }
        let more = Array(remoteIDs.dropFirst())
        if let index = favourites.firstIndex(where: { $0.imageID == imageID }), favourites[index].remoteID == nil {
            favourites[index].remoteID = remoteID
            favourites[index].moreRemoteIDs = more
        }
        if lastRemoval?.favourite.imageID == imageID, lastRemoval?.favourite.remoteID == nil {
            lastRemoval?.favourite.remoteID = remoteID
            lastRemoval?.favourite.moreRemoteIDs = more
        }
        if let next = outbox.firstIndex(where: { $0.imageID == imageID && $0.kind == .remove && $0.remoteID == nil }) {
            outbox[next].remoteID = remoteID
            outbox[next].moreRemoteIDs = more
        }
    }

    /// The server removed the favourite of the removal `id`. The removal waits for a listing,
    /// kept in the file: the server may keep the picture under an id no listing showed yet,
    /// which then goes too (before an add the user made since, which waits behind it).
    mutating func removeAnswered(_ id: Int) {
        guard sending.contains(id), let index = queue.index(of: id) else { return }
        let operation = outbox[index]
        serverAnswered()
        // The ids are gone: an Undo, now or later, adds the picture again under a new one.
        if let index = favourites.firstIndex(where: { $0.imageID == operation.imageID }), favourites[index].remoteID == operation.remoteID {
            favourites[index].remoteID = nil
            favourites[index].moreRemoteIDs = []
        }
        if lastRemoval?.favourite.imageID == operation.imageID, lastRemoval?.favourite.remoteID == operation.remoteID {
            lastRemoval?.favourite.remoteID = nil
            lastRemoval?.favourite.moreRemoteIDs = []
        }
        withQueue { $0.stopSending(id) }
        outbox[index].awaitsListing = true
        changedWhileSyncing.insert(operation.imageID)
        needsListing = true
    }

    /// The server removed `removed`, the ids the removal `id` left with; the ids a listing
    /// found since wait in it, to be sent.
    mutating func removeAnsweredInPart(_ id: Int, removed: [String]) {
        guard withQueue({ $0.stopSending(id) }), let index = queue.index(of: id) else { return }
        serverAnswered()
        let left = outbox[index].remoteIDs.filter { !removed.contains($0) }
        outbox[index].remoteID = left.first
        outbox[index].moreRemoteIDs = Array(left.dropFirst())
        changedWhileSyncing.insert(outbox[index].imageID)
    }

    /// The server refused the operation `id` for good: it is dropped, and what the user sees
    /// follows the server.
    public mutating func operationRefused(_ id: Int) {
        guard let operation = takeOperation(id) else { return }
        serverAnswered()
        switch operation.kind {
        case .add:
            favourites.removeAll { $0.imageID == operation.imageID }
            if lastRemoval?.favourite.imageID == operation.imageID { lastRemoval = nil }
            outbox.removeAll { $0.imageID == operation.imageID && $0.kind == .remove && $0.remoteID == nil }
        case .remove:
            guard !isFavourite(operation.imageID), lastOperation(of: operation.imageID) == nil else { return }
            if let removal = lastRemoval, removal.favourite.imageID == operation.imageID {
                lastRemoval = nil
                favourites.insert(removal.favourite, at: min(max(removal.index, 0), favourites.count))
            } else {
                needsListing = true
            }
        }
    }

    /// The operation `id` could not be made now, and waits: `problem` says why. A removal
    /// answered 404 may be done or may have gone to a wrong address: a listing says which.
    public mutating func operationWaits(_ id: Int, _ problem: FavouritesServerProblem) {
        guard withQueue({ $0.stopSending(id) }) else { return }
        if problem == .unreachable(.httpStatus(404)), outbox.contains(where: { $0.id == id && $0.kind == .remove }) { needsListing = true }
        serverWaits(problem)
    }

    /// Requests fail now for `problem`; the changes wait. The requests of one round (sent
    /// together) count once in `failuresInARow`.
    mutating func serverWaits(_ problem: FavouritesServerProblem) {
        backOff.failed(problem)
    }

    /// How many operations the file keeps, of every account.
    public var operationCount: Int {
        outbox.count + otherAccounts.reduce(0) { $0 + $1.outbox.count }
    }

    /// The last operation of the picture, of `kind` when given.
    func lastOperation(of imageID: String, kind: FavouriteOperation.Kind? = nil) -> FavouriteOperation? {
        queue.last(of: imageID) { kind == nil || $0.kind == kind }
    }

    mutating func enqueue(_ kind: FavouriteOperation.Kind, _ imageID: String, remoteID: String? = nil, moreRemoteIDs: [String] = []) {
        withQueue { queue in
            queue.append { FavouriteOperation(id: $0, kind: kind, imageID: imageID, remoteID: remoteID, moreRemoteIDs: moreRemoteIDs) }
        }
    }

    private mutating func takeOperation(_ id: Int) -> FavouriteOperation? {
        guard let operation = withQueue({ $0.take(id) }) else { return nil }
        changedWhileSyncing.insert(operation.imageID)
        return operation
    }

    /// The server answered: its key is accepted, and nothing fails now.
    public mutating func serverAnswered() {
        backOff.answered()
        accountAnswered()
    }

    /// The outbox's operations, those on their way and the next id, as the generic queue.
    var queue: OutboxQueue<FavouriteOperation> {
        OutboxQueue(operations: outbox, sending: sending, nextID: nextOperationID)
    }

    /// Runs `body` on the queue, and keeps what it made of it (without copying the outbox).
    @discardableResult
    mutating func withQueue<Result>(_ body: (inout OutboxQueue<FavouriteOperation>) -> Result) -> Result {
        var queue = self.queue
        outbox = []
        sending = []
        defer {
            outbox = queue.operations
            sending = queue.sending
            nextOperationID = queue.nextID
        }
        return body(&queue)
    }
}

extension FavouritesState: OutboxReducedState {
    public var waitingChangeCount: Int { outbox.count }

    public var queuedOperations: [FavouriteOperation] { outbox }

    public mutating func stopSending(_ id: Int) {
        sending.remove(id)
    }

    public mutating func merge(_ listing: FavouritesListing) {
        FavouritesMerge.merge(listing, into: &self)
    }
}
extension FavouritesLabel: OutboxDrivenLabel {}
