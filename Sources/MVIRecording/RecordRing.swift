/// The records a recording keeps, oldest first: a ring buffer of at most `capacity` elements,
/// where adding to a full ring lets the oldest go, and the oldest can be let go any number at a
/// time. Adding never allocates once the ring has grown to its capacity.
///
/// A value: a copy is a snapshot, which later additions to the ring leave as it was (the
/// storage is copied on the first addition after a copy was made, as an array's is).
public struct RecordRing<Element>: RandomAccessCollection {
    /// Held in a class, not an array, so that the recording's generic hot path (see
    /// `RecordBuffer`) reaches it through the object, with no look-up of the ring's type.
    @usableFromInline var storage: RingStorage<Element>

    /// A ring of at most `capacity` elements (at least one).
    public init(capacity: Int) {
        storage = RingStorage(capacity: Swift.max(1, capacity))
    }

    public var capacity: Int { storage.capacity }

    public var startIndex: Int { 0 }

    /// `count`, read from the storage: in code not specialized for `Element`, `count` would go
    /// through the ring's `Collection` conformance, looked up at each call.
    @inline(__always)
    var keptCount: Int { storage.count }

    public var endIndex: Int { storage.count }

    @inlinable
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < storage.count, "record index out of range")
        return storage.element(at: position)
    }

    /// Adds `element` as the newest, letting the oldest go when the ring is full.
    mutating func append(_ element: Element) {
        let storage = uniqueStorage()
        if storage.isFull { storage.removeOldest(1) }
        storage.newSlot().initialize(to: element)
        storage.didInitializeNewSlot()
    }

    /// Lets go of the `count` oldest elements (at most all of them).
    mutating func removeOldest(_ count: Int) {
        uniqueStorage().removeOldest(count)
    }

    /// The storage, to be changed in place: no other ring holds it.
    @inline(__always)
    mutating func uniqueStorage() -> RingStorage<Element> {
        makeUnique()
        return storage
    }

    /// Copies the storage if another ring shares it. The check itself is generic over the
    /// storage's type, which code not specialized for `Element` must look up: it is made only
    /// when a copy of this ring was handed out since the last check (`markShared`).
    @inline(__always)
    mutating func makeUnique() {
        guard storage.mayBeShared else { return }
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.mayBeShared = false
    }

    /// Notes that a copy of this ring is handed out, before an addition: see `makeUnique`.
    func markShared() {
        storage.mayBeShared = true
    }
}

extension RecordRing: @unchecked Sendable where Element: Sendable {}

/// The memory of a `RecordRing`: `count` elements in one allocation of `allocated` slots, which
/// grows until it holds `capacity`; the oldest is at `head` and the others follow it, wrapping
/// around at the end of the allocation. Changed only while uniquely referenced (see
/// `RecordRing.makeUnique`): a ring that hands out copies of itself says so with `markShared`.
@usableFromInline
final class RingStorage<Element> {
    @usableFromInline let capacity: Int
    @usableFromInline @exclusivity(unchecked) private(set) var count = 0
    @usableFromInline @exclusivity(unchecked) private(set) var head = 0
    @usableFromInline @exclusivity(unchecked) private(set) var allocated: Int
    @usableFromInline @exclusivity(unchecked) private(set) var elements: UnsafeMutablePointer<Element>
    /// Whether a ring other than its first may hold this storage (see `RecordRing.makeUnique`).
    @exclusivity(unchecked) var mayBeShared = false

    init(capacity: Int) {
        self.capacity = capacity
        allocated = Swift.min(capacity, 16)
        elements = .allocate(capacity: allocated)
    }

    deinit {
        removeOldest(count)
        elements.deallocate()
    }

    /// The slot of the element at `position`, counted from the oldest.
    @inlinable @inline(__always)
    func slot(_ position: Int) -> Int {
        let index = head + position
        return index < allocated ? index : index - allocated
    }

    @inlinable
    func element(at position: Int) -> Element {
        elements[slot(position)]
    }

    /// A storage of the same capacity holding copies of these elements, the oldest first.
    func copy() -> RingStorage {
        let copy = RingStorage(capacity: capacity)
        copy.elements.deallocate()
        copy.allocated = allocated
        copy.elements = .allocate(capacity: allocated)
        let first = Swift.min(count, allocated - head)
        copy.elements.initialize(from: elements + head, count: first)
        (copy.elements + first).initialize(from: elements, count: count - first)
        copy.count = count
        return copy
    }

    @inline(__always)
    var isFull: Bool { count == capacity }

    /// Uninitialized memory for a new newest element in a ring that is not full: initialize it,
    /// then call `didInitializeNewSlot`.
    @inline(__always)
    func newSlot() -> UnsafeMutablePointer<Element> {
        precondition(count < capacity, "a full ring lets its oldest element go first")
        if count == allocated { grow() }
        return elements + slot(count)
    }

    @inline(__always)
    func didInitializeNewSlot() {
        count += 1
    }

    /// The memory of the element at `position`, counted from the oldest.
    @inline(__always)
    func address(of position: Int) -> UnsafeMutablePointer<Element> {
        elements + slot(position)
    }

    /// Lets go of the `dropped` oldest elements (at most all of them).
    func removeOldest(_ dropped: Int) {
        let dropped = Swift.min(Swift.max(dropped, 0), count)
        guard dropped > 0 else { return }
        let first = Swift.min(dropped, allocated - head)
        (elements + head).deinitialize(count: first)
        elements.deinitialize(count: dropped - first)
        head = slot(dropped)
        count -= dropped
        if count == 0 { head = 0 }
    }

    private func grow() {
        let larger = Swift.min(capacity, allocated * 2)
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        let first = Swift.min(count, allocated - head)
        moved.moveInitialize(from: elements + head, count: first)
        (moved + first).moveInitialize(from: elements, count: count - first)
        elements.deallocate()
        elements = moved
        allocated = larger
        head = 0
    }
}
