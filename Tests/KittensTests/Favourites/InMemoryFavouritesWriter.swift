import Kittens
import KittensSupport
import Locking

/// A favourites file in memory: what was written last. Writes fail on command, as a full disk
/// (`ENOSPC`) or a file size limit (`EFBIG`) make them fail; the file keeps what it had.
final class InMemoryFavouritesWriter: OutboxWriter {
    private struct Contents {
        var persisted: PersistedFavourites?
        var failing: Int32?
        var lastWriteFailed = false
        var keptChanges: Set<String> = []
    }

    private let contents = Locked(Contents())

    /// What the file holds now; nil before the first write.
    var persisted: PersistedFavourites? { contents.withLock { $0.persisted } }
    /// Whether the last write asked for failed, so that the file holds less than was asked.
    var lastWriteFailed: Bool { contents.withLock { $0.lastWriteFailed } }

    /// Whether a write that succeeded ever kept a change that asks for this add (of an image
    /// id) or removal (of a server id).
    func everKept(_ kind: FavouriteOperation.Kind, _ id: String) -> Bool {
        contents.withLock { $0.keptChanges.contains("\(kind) \(id)") }
    }

    /// Writes fail with `errno` until `heal()`.
    func failWrites(_ errno: Int32) {
        contents.withLock { $0.failing = errno }
    }

    /// Writes succeed again.
    func heal() {
        contents.withLock { $0.failing = nil }
    }

    func write(_ favourites: PersistedFavourites) throws(FileWriteFailure) {
        let failing: Int32? = contents.withLock { contents in
            contents.lastWriteFailed = contents.failing != nil
            if contents.failing == nil {
                contents.persisted = favourites
                for operation in favourites.outbox + favourites.otherAccounts.flatMap(\.outbox) {
                    let ids = operation.kind == .add ? [operation.imageID] : operation.remoteIDs
                    contents.keptChanges.formUnion(ids.map { "\(operation.kind) \($0)" })
                }
            }
            return contents.failing
        }
        if let failing { throw FileWriteFailure(step: .write, errno: failing) }
    }
}
