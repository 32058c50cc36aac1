import FoundationEssentials

/// How a listing of the server's votes meets the ones here. Pure.
///
/// - A picture with a change waiting, or changed here (or answered for) since the listing
///   started (`VotesState.changedWhileSyncing`), is left to the user's change: the listing is
///   older than it. A withdrawal the server answered (`VoteOperation.awaitsListing`) is done
///   when the listing does not show its picture, and is sent again with an id it shows.
/// - Any other picture the server lists has its newest vote here; its older ones (a cast sent
///   again after its answer was lost) are withdrawn: a picture holds one vote.
/// - A vote here that a complete listing lacks was withdrawn elsewhere, and goes; an
///   incomplete listing removes nothing, and one that would remove many at once is confirmed
///   by the next one first.
enum VotesMerge {
    /// A listing that would remove more than this, or more than a third of the synced votes,
    /// waits for a second one.
    static let maximumRemovalsAtOnce = 20

    static func merge(_ listing: VotesListing, into state: inout VotesState) {
        settleWithdrawals(with: listing, into: &state)
        let busy = Set(state.ledger.queue.operations.map(\.imageID)).union(state.changedWhileSyncing)
        let listed = Dictionary(listing.votes.map { ($0.imageID, $0) }, uniquingKeysWith: { first, _ in first })
        let removes = listing.isComplete && mayRemove(listed: listed, busy: busy, in: &state)
        var merged: [Vote] = []
        for var vote in state.ledger.votes {
            guard !busy.contains(vote.imageID) else {
                merged.append(vote)
                continue
            }
            if let remote = listed[vote.imageID] {
                vote.value = remote.value
                vote.remoteID = remote.remoteID
                vote.url = remote.url ?? vote.url
                merged.append(vote)
            } else if !removes {
                merged.append(vote)
            }
        }
        let here = Set(merged.map(\.imageID))
        for remote in listing.votes where !busy.contains(remote.imageID) && !here.contains(remote.imageID) {
            guard merged.count < FavouriteLimits.maximumCount else { break }
            merged.append(Vote(imageID: remote.imageID, value: remote.value, remoteID: remote.remoteID, url: remote.url, created: remote.created ?? .distantPast))
        }
        // Newest first; the order kept among votes of one time.
        state.ledger.votes = merged.enumerated().sorted { lhs, rhs in
            lhs.element.created != rhs.element.created ? lhs.element.created > rhs.element.created : lhs.offset < rhs.offset
        }.map(\.element)
        for (imageID, ids) in listing.moreRemoteIDs.sorted(by: { $0.key < $1.key }) where !busy.contains(imageID) {
            for id in ids where state.operationCount < FavouriteLimits.maximumOperations {
                state.ledger.queue.append { VoteOperation(id: $0, kind: .withdraw, imageID: imageID, remoteID: id) }
            }
        }
    }

    /// Ends the answered withdrawals whose picture the listing does not show, and sends again
    /// those whose picture it shows under another id. Only a complete listing ends one.
    private static func settleWithdrawals(with listing: VotesListing, into state: inout VotesState) {
        for operation in state.ledger.queue.operations where operation.awaitsListing && !state.changedWhileSyncing.contains(operation.imageID) {
            let kept = state.ledger.vote(on: operation.imageID)?.remoteID
            let ids = listing.remoteIDs(of: operation.imageID).filter { $0 != operation.remoteID && $0 != kept }
            if let next = ids.first, let index = state.ledger.queue.index(of: operation.id) {
                state.ledger.queue.operations[index].remoteID = next
                state.ledger.queue.operations[index].awaitsListing = false
                state.ledger.queue.operations[index].wasSent = false
            } else if listing.isComplete && ids.isEmpty {
                _ = state.ledger.queue.take(operation.id)
            }
        }
        // A withdrawal answered 404 (or never sent) whose vote a complete listing lacks is done.
        guard listing.isComplete else { return }
        for operation in state.ledger.queue.operations
        where operation.kind == .withdraw && !operation.awaitsListing && !state.ledger.queue.sending.contains(operation.id) {
            guard let remoteID = operation.remoteID, !state.changedWhileSyncing.contains(operation.imageID),
                  !listing.remoteIDs(of: operation.imageID).contains(remoteID) else { continue }
            _ = state.ledger.queue.take(operation.id)
        }
    }

    /// Whether a complete listing may remove the synced votes it lacks now.
    private static func mayRemove(listed: [String: RemoteVote], busy: Set<String>, in state: inout VotesState) -> Bool {
        let synced = state.ledger.votes.filter { $0.remoteID != nil && !busy.contains($0.imageID) }
        let removed = synced.filter { listed[$0.imageID] == nil }.count
        guard removed > maximumRemovalsAtOnce || removed * 3 > synced.count, !state.confirmsRemovals else {
            state.confirmsRemovals = false
            return true
        }
        state.confirmsRemovals = true
        state.needsListing = true
        return false
    }
}
