import Kittens
import Locking

/// An archive in memory, to test the store's use of it.
final class MemorySnapshotArchive: ListingSnapshotArchive {
    private let saved: Locked<[ListingSnapshot]>

    init(_ initial: ListingSnapshot? = nil) { saved = Locked(initial.map { [$0] } ?? []) }

    func restore() -> ListingSnapshot? { saved.withLock { $0.last } }
    func save(_ snapshot: ListingSnapshot) { saved.withLock { $0.append(snapshot) } }

    var saves: [ListingSnapshot] { saved.withLock { $0 } }
}
