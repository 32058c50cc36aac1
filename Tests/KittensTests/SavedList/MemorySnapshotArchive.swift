import Kittens
import Locking

/// An archive in memory, to test the store's use of it.
final class MemorySnapshotArchive: KittenSnapshotArchive {
    private let saved: Locked<[KittenSnapshot]>

    init(_ initial: KittenSnapshot? = nil) { saved = Locked(initial.map { [$0] } ?? []) }

    func restore() -> KittenSnapshot? { saved.withLock { $0.last } }
    func save(_ snapshot: KittenSnapshot) { saved.withLock { $0.append(snapshot) } }

    var saves: [KittenSnapshot] { saved.withLock { $0 } }
}
