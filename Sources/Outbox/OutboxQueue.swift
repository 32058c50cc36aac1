/// The changes waiting for the server, oldest first, and those on their way. Pure.
///
/// Changes are sent in order, at most one on its way per subject; a change opposite to one never
/// sent withdraws it (`withdrawUnsent`) instead of being queued behind it, so the pair never
/// reaches the server. The queue is a value: a store keeps it in its state and writes it to its
/// file before sending anything (`OutboxWrites`).
public struct OutboxQueue<Operation: OutboxOperation>: Equatable, Sendable {
    /// Oldest first.
    public var operations: [Operation]
    /// The ids of the operations on their way now.
    public var sending: Set<Int>
    /// The id the next operation gets.
    public var nextID: Int

    public init(operations: [Operation] = [], sending: Set<Int> = [], nextID: Int = 1) {
        self.operations = operations
        self.sending = sending
        self.nextID = nextID
    }

    /// Queues the operation `make` builds with the next id.
    public mutating func append(_ make: (_ id: Int) -> Operation) {
        operations.append(make(nextID))
        nextID += 1
    }

    /// The last operation of `subject` that `matches`.
    public func last(of subject: Operation.Subject, where matches: (Operation) -> Bool = { _ in true }) -> Operation? {
        operations.last { $0.subject == subject && matches($0) }
    }

    /// The position of the operation `id`.
    public func index(of id: Int) -> Int? {
        operations.firstIndex { $0.id == id }
    }

    /// Removes the last operation of `subject` when it `matches` and was never sent: the change
    /// the user just made undoes it, and neither reaches the server. Returns it.
    public mutating func withdrawUnsent(of subject: Operation.Subject, where matches: (Operation) -> Bool) -> Operation? {
        guard let last = last(of: subject), matches(last), !last.wasSent, let index = index(of: last.id) else { return nil }
        return operations.remove(at: index)
    }

    /// The operations that can be sent now: the first of each subject, not on its way and ready
    /// (`OutboxOperation.isReadyToSend`); at most `limit` on their way in all.
    public func readyToSend(limit: Int) -> [Operation] {
        var seen = Set<Operation.Subject>()
        var ready: [Operation] = []
        for operation in operations where seen.insert(operation.subject).inserted {
            guard ready.count + sending.count < limit else { break }
            guard !sending.contains(operation.id), operation.isReadyToSend else { continue }
            ready.append(operation)
        }
        return ready
    }

    /// The operation `id` leaves for the server now: it is on its way, and was sent.
    public mutating func markSent(_ id: Int) {
        guard let index = index(of: id) else { return }
        operations[index].wasSent = true
        sending.insert(id)
    }

    /// The operation `id` is no longer on its way (its answer came, or it was held back); it
    /// stays queued. Returns whether it was on its way.
    @discardableResult
    public mutating func stopSending(_ id: Int) -> Bool {
        sending.remove(id) != nil
    }

    /// The operation `id` is done (made or refused for good): removed, and no longer on its way.
    public mutating func take(_ id: Int) -> Operation? {
        sending.remove(id)
        return index(of: id).map { operations.remove(at: $0) }
    }
}

extension OutboxQueue: Codable where Operation: Codable {}
