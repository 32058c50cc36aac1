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
            enqueue(.remove, imageID, remoteID: removed.remoteID)
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
            if lastOperation(of: imageID) == nil { favourite.remoteID = nil }
            enqueue(.add, imageID)
        }
        favourites.insert(favourite, at: min(max(removal.index, 0), favourites.count))
    }

    /// The operations that can be sent now: the first of each picture, not on its way, with
    /// what it needs; at most `limit` on their way in all.
    public func operationsReadyToSend(limit: Int) -> [FavouriteOperation] {
        var seen = Set<String>()
        var ready: [FavouriteOperation] = []
        for operation in outbox where seen.insert(operation.imageID).inserted {
            guard ready.count + sending.count < limit else { break }
            guard !sending.contains(operation.id), operation.kind == .add || operation.remoteID != nil else { continue }
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

    /// The server made the add `id`.
    mutating func addAnswered(_ id: Int, _ outcome: FavouriteAddOutcome) {
        guard let operation = takeOperation(id) else { return }
        serverAnswered()
        switch outcome {
        case .created(let remoteID):
            setRemoteID(remoteID, of: operation.imageID, where: { $0 == nil })
            if let next = outbox.firstIndex(where: { $0.imageID == operation.imageID && $0.kind == .remove && $0.remoteID == nil }) {
                outbox[next].remoteID = remoteID
            }
        case .alreadyThere:
            needsListing = true
        }
    }

    /// The server removed the favourite of the removal `id`.
    mutating func removeAnswered(_ id: Int) {
        guard let operation = takeOperation(id) else { return }
        serverAnswered()
        // An Undo made while the removal was on its way adds it again, under a new id.
        setRemoteID(nil, of: operation.imageID, where: { $0 == operation.remoteID })
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

    /// The operation `id` could not be made now, and waits: `problem` says why.
    mutating func operationWaits(_ id: Int, _ problem: FavouritesServerProblem) {
        guard sending.remove(id) != nil else { return }
        serverWaits(problem)
    }

    /// Requests fail now for `problem`; the changes wait.
    mutating func serverWaits(_ problem: FavouritesServerProblem) {
        serverProblem = problem
        if case .unreachable = problem { failuresInARow += 1 }
    }

    /// How many operations the file keeps, of every account.
    public var operationCount: Int {
        outbox.count + otherAccounts.reduce(0) { $0 + $1.outbox.count }
    }

    /// The last operation of the picture, of `kind` when given.
    func lastOperation(of imageID: String, kind: FavouriteOperation.Kind? = nil) -> FavouriteOperation? {
        outbox.last { $0.imageID == imageID && (kind == nil || $0.kind == kind) }
    }

    private mutating func enqueue(_ kind: FavouriteOperation.Kind, _ imageID: String, remoteID: String? = nil) {
        outbox.append(FavouriteOperation(id: nextOperationID, kind: kind, imageID: imageID, remoteID: remoteID))
        nextOperationID += 1
    }

    private mutating func takeOperation(_ id: Int) -> FavouriteOperation? {
        sending.remove(id)
        guard let index = outbox.firstIndex(where: { $0.id == id }) else { return nil }
        let operation = outbox.remove(at: index)
        changedWhileSyncing.insert(operation.imageID)
        return operation
    }

    private mutating func serverAnswered() {
        serverProblem = nil
        failuresInARow = 0
    }

    private mutating func setRemoteID(_ remoteID: String?, of imageID: String, where matches: (String?) -> Bool) {
        if let index = favourites.firstIndex(where: { $0.imageID == imageID }), matches(favourites[index].remoteID) {
            favourites[index].remoteID = remoteID
        }
        if lastRemoval?.favourite.imageID == imageID, matches(lastRemoval?.favourite.remoteID) {
            lastRemoval?.favourite.remoteID = remoteID
        }
    }
}
