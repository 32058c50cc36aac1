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
        if let last = lastOperation(of: favourite.imageID), last.kind == .remove, !last.wasSent {
            // The removal never left: the server keeps the favourite, under the id it had.
            outbox.removeAll { $0.id == last.id }
            added.remoteID = last.remoteID
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
        if let last = lastOperation(of: imageID), last.kind == .add, !last.wasSent {
            // The add never left: nothing to remove on the server.
            outbox.removeAll { $0.id == last.id }
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
        if let last = lastOperation(of: imageID), last.kind == .remove, !last.wasSent {
            // The removal never left: the server keeps the favourite.
            outbox.removeAll { $0.id == last.id }
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
        var seen = Set<String>()
        var ready: [FavouriteOperation] = []
        for operation in outbox where seen.insert(operation.imageID).inserted {
            guard ready.count + sending.count < limit else { break }
            guard !sending.contains(operation.id), !operation.awaitsListing, operation.kind == .add || operation.remoteID != nil else { continue }
            ready.append(operation)
        }
        return ready
    }

    /// The operation `id` leaves for the server now.
    mutating func operationSent(_ id: Int) {
        guard let index = outbox.firstIndex(where: { $0.id == id }) else { return }
        outbox[index].wasSent = true
        sending.insert(id)
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
            guard sending.remove(id) != nil, let index = outbox.firstIndex(where: { $0.id == id }) else { return }
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
        guard sending.contains(id), let index = outbox.firstIndex(where: { $0.id == id }) else { return }
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
        sending.remove(id)
        outbox[index].awaitsListing = true
        changedWhileSyncing.insert(operation.imageID)
        needsListing = true
    }

    /// The server removed `removed`, the ids the removal `id` left with; the ids a listing
    /// found since wait in it, to be sent.
    mutating func removeAnsweredInPart(_ id: Int, removed: [String]) {
        guard sending.remove(id) != nil, let index = outbox.firstIndex(where: { $0.id == id }) else { return }
        serverAnswered()
        let left = outbox[index].remoteIDs.filter { !removed.contains($0) }
        outbox[index].remoteID = left.first
        outbox[index].moreRemoteIDs = Array(left.dropFirst())
        changedWhileSyncing.insert(outbox[index].imageID)
    }

    /// The server refused the operation `id` for good: it is dropped, and what the user sees
    /// follows the server.
    mutating func operationRefused(_ id: Int) {
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
    mutating func operationWaits(_ id: Int, _ problem: FavouritesServerProblem) {
        guard sending.remove(id) != nil else { return }
        if problem == .unreachable(.httpStatus(404)), outbox.contains(where: { $0.id == id && $0.kind == .remove }) { needsListing = true }
        serverWaits(problem)
    }

    /// Requests fail now for `problem`; the changes wait. The requests of one round (sent
    /// together) count once in `failuresInARow`.
    mutating func serverWaits(_ problem: FavouritesServerProblem) {
        serverProblem = problem
        if case .unreachable = problem, failedRound != sendingRound {
            failuresInARow += 1
            failedRound = sendingRound
        }
    }

    /// How many operations the file keeps, of every account.
    public var operationCount: Int {
        outbox.count + otherAccounts.reduce(0) { $0 + $1.outbox.count }
    }

    /// The last operation of the picture, of `kind` when given.
    func lastOperation(of imageID: String, kind: FavouriteOperation.Kind? = nil) -> FavouriteOperation? {
        outbox.last { $0.imageID == imageID && (kind == nil || $0.kind == kind) }
    }

    mutating func enqueue(_ kind: FavouriteOperation.Kind, _ imageID: String, remoteID: String? = nil, moreRemoteIDs: [String] = []) {
        outbox.append(FavouriteOperation(id: nextOperationID, kind: kind, imageID: imageID, remoteID: remoteID, moreRemoteIDs: moreRemoteIDs))
        nextOperationID += 1
    }

    private mutating func takeOperation(_ id: Int) -> FavouriteOperation? {
        sending.remove(id)
        guard let index = outbox.firstIndex(where: { $0.id == id }) else { return nil }
        let operation = outbox.remove(at: index)
        changedWhileSyncing.insert(operation.imageID)
        return operation
    }

    /// The server answered: its key is accepted, and nothing fails now.
    mutating func serverAnswered() {
        serverProblem = nil
        failuresInARow = 0
        failedRound = nil
        accountAnswered()
    }
}
