import FoundationEssentials
import Outbox

/// How a listing of the server's votes meets the ones here. Pure.
///
/// - A picture with a change waiting, or changed here (or answered for) since the listing
///   started (`VotesState.changedWhileSyncing`), is left to the user's change: the listing is
///   older than it. A withdrawal the server answered (`VoteOperation.awaitsListing`) is done
///   when the listing does not show its picture, and is sent again with an id it shows. Where
///   the picture's cast went twice, a listing that shows none of it settles that only when it
///   may remove (see below): a `200 []` would otherwise end the withdrawal of the one vote the
///   user knows, and leave the other at the server, to come back with the next listing.
/// - Any other picture the server lists has its newest vote here; its older ones (a cast sent
///   again after its answer was lost) are withdrawn: a picture holds one vote. A picture whose
///   cast went twice (`VotesState.resentCasts`) keeps the user's vote, or none, and the server's
///   others are withdrawn.
/// - A vote here that a complete listing lacks was withdrawn elsewhere, and goes; an
///   incomplete listing removes nothing, and what a complete one lacks is confirmed by the
///   next one first (`OutboxRemovalCheck`).
enum VotesMerge {
    static func merge(_ listing: VotesListing, into state: inout VotesState) {
        let listed = Dictionary(listing.records.map { ($0.imageID, $0) }, uniquingKeysWith: { first, _ in first })
        let removes = listing.isComplete && mayRemove(listing, in: &state)
        settleWithdrawals(with: listing, removes: removes, into: &state)
        let busy = Set(state.ledger.queue.operations.map(\.imageID)).union(state.changedWhileSyncing)
        // A picture whose vote may be held twice (`VotesState.resentCasts`) keeps what the user
        // chose: the server's other votes of it are withdrawn, not shown.
        let doubtful = state.resentCasts.subtracting(busy)
        var withdrawals: [(imageID: String, remoteID: String)] = []
        var merged: [Vote] = []
        for var vote in state.ledger.votes {
            guard !busy.contains(vote.imageID) else {
                merged.append(vote)
                continue
            }
            let ids = listing.remoteIDs(of: vote.imageID)
            if doubtful.contains(vote.imageID), let kept = vote.remoteID, ids.contains(kept) {
                withdrawals += ids.filter { $0 != kept }.map { (vote.imageID, $0) }
                merged.append(vote)
            } else if let remote = listed[vote.imageID] {
                vote.value = remote.value
                vote.remoteID = remote.remoteID
                vote.url = remote.url ?? vote.url
                merged.append(vote)
                withdrawals += ids.dropFirst().map { (vote.imageID, $0) }
            } else if !removes {
                merged.append(vote)
            }
        }
        let here = Set(merged.map(\.imageID))
        for remote in listing.records where !busy.contains(remote.imageID) && !here.contains(remote.imageID) {
            let ids = listing.remoteIDs(of: remote.imageID)
            if doubtful.contains(remote.imageID) {
                withdrawals += ids.map { (remote.imageID, $0) }
                continue
            }
            guard merged.count < FavouriteLimits.maximumCount else { break }
            merged.append(Vote(imageID: remote.imageID, value: remote.value, remoteID: remote.remoteID, url: remote.url, created: remote.created ?? .distantPast))
            withdrawals += ids.dropFirst().map { (remote.imageID, $0) }
        }
        // Newest first; the order kept among votes of one time.
        state.ledger.votes = merged.enumerated().sorted { lhs, rhs in
            lhs.element.created != rhs.element.created ? lhs.element.created > rhs.element.created : lhs.offset < rhs.offset
        }.map(\.element)
        for withdrawal in withdrawals where state.operationCount < FavouriteLimits.maximumOperations {
            state.ledger.queue.append { VoteOperation(id: $0, kind: .withdraw, imageID: withdrawal.imageID, remoteID: withdrawal.remoteID) }
        }
        // A picture that may hold its vote twice is settled by a complete listing read while
        // nothing of it waited; one whose changes are done now waits for the next listing.
        // One the listing lacks altogether is settled only by a listing that may remove.
        if listing.isComplete {
            state.refusedWithdrawals.subtract(state.refusedWithdrawals.subtracting(busy))
            state.resentCasts.subtract(state.resentCasts.subtracting(busy).filter { removes || !listing.remoteIDs(of: $0).isEmpty })
        }
        let waiting = Set(state.ledger.queue.operations.map(\.imageID))
        if state.resentCasts.contains(where: { !waiting.contains($0) }) { state.needsListing = true }
    }

    /// Ends the answered withdrawals whose picture the listing does not show, and sends again
    /// those whose picture it shows under another id. Only a complete listing ends one; one
    /// not answered (a 404, or not sent yet) only when it may remove (`mayRemove`).
    private static func settleWithdrawals(with listing: VotesListing, removes: Bool, into state: inout VotesState) {
        for operation in state.ledger.queue.operations where operation.awaitsListing && !state.changedWhileSyncing.contains(operation.imageID) {
            let kept = state.ledger.vote(on: operation.imageID)?.remoteID
            let ids = listing.remoteIDs(of: operation.imageID).filter { $0 != operation.remoteID && $0 != kept }
            if let next = ids.first, let index = state.ledger.queue.index(of: operation.id) {
                state.ledger.queue.operations[index].remoteID = next
                state.ledger.queue.operations[index].awaitsListing = false
                state.ledger.queue.operations[index].wasSent = false
            } else if listing.isComplete && ids.isEmpty && (removes || !state.resentCasts.contains(operation.imageID)) {
                _ = state.ledger.queue.take(operation.id)
            }
        }
        // A withdrawal answered 404 (or never sent) whose vote a complete listing lacks is done.
        guard removes else { return }
        for operation in state.ledger.queue.operations
        where operation.kind == .withdraw && !operation.awaitsListing && !state.ledger.queue.sending.contains(operation.id) {
            guard let remoteID = operation.remoteID, !state.changedWhileSyncing.contains(operation.imageID),
                  !listing.remoteIDs(of: operation.imageID).contains(remoteID) else { continue }
            _ = state.ledger.queue.take(operation.id)
        }
    }

    /// Whether a complete listing may remove the synced votes it lacks now, and end the
    /// withdrawals not answered whose vote it lacks (`OutboxRemovalCheck`: the next listing
    /// confirms them first).
    private static func mayRemove(_ listing: VotesListing, in state: inout VotesState) -> Bool {
        // A withdrawal the server answered is settled by this listing, which then judges its
        // picture's vote here too.
        let waiting = Set(state.ledger.queue.operations.filter { !$0.awaitsListing }.map(\.imageID))
        var removed = Set(state.ledger.votes.filter { $0.remoteID != nil && !waiting.contains($0.imageID) }.map(\.imageID))
            .filter { listing.remoteIDs(of: $0).isEmpty }
        for operation in state.ledger.queue.operations where operation.kind == .withdraw && !operation.awaitsListing {
            guard let remoteID = operation.remoteID, !listing.remoteIDs(of: operation.imageID).contains(remoteID) else { continue }
            removed.insert(operation.imageID)
        }
        // A cast that went twice may have left a vote the user does not know of: a listing
        // that shows none of the picture removes that doubt (and ends the withdrawals answered
        // for it), and may be a `200 []`. A picture with a change still to answer is not judged.
        for imageID in state.resentCasts.subtracting(waiting) where listing.remoteIDs(of: imageID).isEmpty {
            removed.insert(imageID)
        }
        removed.subtract(state.changedWhileSyncing)
        return OutboxRemovalCheck.mayRemove(removed, toConfirm: &state.removalsToConfirm, needsListing: &state.needsListing)
    }
}
