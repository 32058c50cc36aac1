import Dispatch
import Locking

/// The writes of an outbox's file, one at a time, in the order they were asked for, off the
/// caller's thread: an older state never lands after a newer one, and `flush()` (at shutdown)
/// waits until the last state asked for is written.
///
/// The contract of an outbox: a change is on disk before the server hears of it. A request goes
/// out only after `waitForQueuedWrites()` returned nil; when the last write failed, the request
/// is held back, and the server never hears of a change the file does not keep.
public final class OutboxWrites<Persisted: Sendable>: Sendable {
    private let write: @Sendable (Persisted) -> String?
    private let queue: DispatchQueue
    /// Why the last write done failed; nil when it succeeded (or none was done).
    private let lastFailure = Locked<String?>(nil)

    /// `write` writes the file and returns nil, or why it could not, in words. `label` names the
    /// queue the writes run on.
    public init(label: String, write: @escaping @Sendable (Persisted) -> String?) {
        self.write = write
        queue = DispatchQueue(label: label, qos: .utility)
    }

    /// Queues `persisted` behind every write asked for before, now; what it returns waits for
    /// the outcome: nil, or why the file was not written.
    public func start(_ persisted: Persisted) -> @Sendable () async -> String? {
        let failure = Locked<String?>(nil)
        let write = write
        let lastFailure = lastFailure
        queue.async {
            let outcome = write(persisted)
            failure.withLock { $0 = outcome }
            lastFailure.withLock { $0 = outcome }
        }
        let queue = queue
        return {
            await withCheckedContinuation { continuation in
                queue.async { continuation.resume(returning: failure.withLock { $0 }) }
            }
        }
    }

    /// Returns once every write asked for so far is done, with why the last of them failed, or
    /// nil when it was written: only then may a request go out, its change on disk.
    public func waitForQueuedWrites() async -> String? {
        let queue = queue
        let lastFailure = lastFailure
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: lastFailure.withLock { $0 }) }
        }
    }

    /// Waits until every write asked for so far is done. For shutdown and tests.
    public func flush() {
        queue.sync {}
    }
}
