import Dispatch
import KittensSupport
import Locking

/// The favourites store's writes of its file, one at a time, in the order the store asked for
/// them, off the main thread: an older list never lands after a newer one, and `flush()` (at
/// shutdown) waits until the last list asked for is written, even when the store is already
/// disposed. `writer` does the writing.
public final class FavouritesWrites: Sendable {
    private let writer: any FavouritesWriter
    private let queue = DispatchQueue(label: "kittens.favourites-writes", qos: .utility)
    /// Why the last write done failed; nil when it succeeded (or none was done).
    private let lastFailure = Locked<String?>(nil)

    public init(_ writer: any FavouritesWriter) {
        self.writer = writer
    }

    /// Queues `favourites` behind every write asked for before, now; what it returns waits for
    /// the outcome: nil, or why the file was not written.
    func start(_ favourites: PersistedFavourites) -> @Sendable () async -> String? {
        let failure = Locked<String?>(nil)
        let writer = writer
        let lastFailure = lastFailure
        queue.async {
            do throws(FileWriteFailure) {
                try writer.write(favourites)
            } catch {
                failure.withLock { $0 = error.description }
            }
            lastFailure.withLock { $0 = failure.withLock { $0 } }
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
    func waitForQueuedWrites() async -> String? {
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
