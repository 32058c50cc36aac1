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

    public init(_ writer: any FavouritesWriter) {
        self.writer = writer
    }

    /// Queues `favourites` behind every write asked for before, now; what it returns waits for
    /// the outcome: nil, or why the file was not written.
    func start(_ favourites: PersistedFavourites) -> @Sendable () async -> String? {
        let failure = Locked<String?>(nil)
        let writer = writer
        queue.async {
            do throws(FileWriteFailure) {
                try writer.write(favourites)
            } catch {
                failure.withLock { $0 = error.description }
            }
        }
        let queue = queue
        return {
            await withCheckedContinuation { continuation in
                queue.async { continuation.resume(returning: failure.withLock { $0 }) }
            }
        }
    }

    /// Returns once every write asked for so far is done (written or failed): a request sent
    /// after it goes out with its change on disk.
    func waitForQueuedWrites() async {
        let queue = queue
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async { continuation.resume() }
        }
    }

    /// Waits until every write asked for so far is done. For shutdown and tests.
    public func flush() {
        queue.sync {}
    }
}
