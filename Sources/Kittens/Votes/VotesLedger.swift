import Outbox

/// The user's votes and the changes of them that wait for the server, on the generic outbox
/// (`OutboxQueue`). Pure.
///
/// `votes` is always what the user last chose. A picture's changes are sent in order, one at a
/// time: changing a vote withdraws the old one, then casts the new one; a change opposite to a
/// cast never sent withdraws it from the queue, so neither reaches the server.
public struct VotesLedger: Equatable, Sendable, Codable {
    /// Newest first, one per picture.
    public var votes: [Vote]
    public var queue: OutboxQueue<VoteOperation>

    public init(votes: [Vote] = [], queue: OutboxQueue<VoteOperation> = OutboxQueue()) {
        self.votes = votes
        self.queue = queue
    }

    /// The vote on `imageID`, if any.
    public func vote(on imageID: String) -> Vote? {
        votes.first { $0.imageID == imageID }
    }

    /// The user votes `vote.value` on its picture; the same vote again changes nothing.
    public mutating func userVoted(_ vote: Vote) {
        if let old = self.vote(on: vote.imageID) {
            guard old.value != vote.value else { return }
            userWithdrew(vote.imageID)
        }
        var new = vote
        new.remoteID = nil
        queue.append { VoteOperation(id: $0, kind: .cast(vote.value), imageID: vote.imageID) }
        votes.insert(new, at: 0)
    }

    /// The user withdraws the vote on `imageID`.
    public mutating func userWithdrew(_ imageID: String) {
        guard let index = votes.firstIndex(where: { $0.imageID == imageID }) else { return }
        let withdrawn = votes.remove(at: index)
        guard queue.withdrawUnsent(of: imageID, where: \.isCast) == nil else { return }
        // Made on the server, or on its way: the answer to the cast gives the id to withdraw.
        queue.append { VoteOperation(id: $0, kind: .withdraw, imageID: imageID, remoteID: withdrawn.remoteID) }
    }

    /// The server made the cast `id` as `remoteID`: a withdrawal waiting for it learns it, or
    /// else the vote here does.
    public mutating func castAnswered(_ id: Int, remoteID: String) {
        guard let operation = queue.take(id) else { return }
        if let index = queue.operations.firstIndex(where: { $0.imageID == operation.imageID && $0.kind == .withdraw && $0.remoteID == nil }) {
            queue.operations[index].remoteID = remoteID
        } else if let index = votes.firstIndex(where: { $0.imageID == operation.imageID && $0.remoteID == nil }),
                  operation.kind == .cast(votes[index].value) {
            votes[index].remoteID = remoteID
        }
    }

    /// The server withdrew the vote of the withdrawal `id`.
    public mutating func withdrawAnswered(_ id: Int) {
        _ = queue.take(id)
    }

    /// The server refused the operation `id` for good (`OutboxFailureClass.refused`): it is
    /// dropped, and what the user sees follows the server. A refused cast takes its vote, and
    /// the withdrawal that waits for its id, with it. A refused withdrawal leaves the vote at
    /// the server, so the new vote of a change queued after it would be the picture's second:
    /// that cast goes too, with its vote here.
    public mutating func refused(_ id: Int) {
        guard let operation = queue.take(id) else { return }
        let imageID = operation.imageID
        guard operation.isCast else {
            guard let cast = queue.operations.last(where: { $0.imageID == imageID && $0.isCast }) else { return }
            refused(cast.id)
            return
        }
        if let withdrawal = queue.operations.firstIndex(where: { $0.imageID == imageID && $0.kind == .withdraw && $0.remoteID == nil }) {
            queue.operations.remove(at: withdrawal)
        } else if queue.last(of: imageID) == nil, let vote = vote(on: imageID), vote.remoteID == nil {
            votes.removeAll { $0.imageID == vote.imageID }
        }
    }
}
