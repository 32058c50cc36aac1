/// The records a recording keeps, oldest first: a ring buffer of at most `capacity` elements,
/// where adding to a full ring lets the oldest go. Adding never allocates once the ring is full.
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

    /// Adds `element` as the newest, in place of the oldest when the ring is full.
    mutating func append(_ element: Element) {
        let storage = uniqueStorage()
        if storage.isFull {
            storage.oldestSlot.pointee = element
            storage.didReplaceOldest()
        } else {
            storage.newSlot().initialize(to: element)
            storage.didInitializeNewSlot()
        }
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

/// The memory of a `RecordRing`: `count` elements in one allocation, which grows until it holds
/// `capacity`; once full, the oldest is at `oldest` and the others follow it, wrapping around.
/// Changed only while uniquely referenced (see `RecordRing.makeUnique`): a ring that hands out
/// copies of itself says so with `markShared`.
@usableFromInline
final class RingStorage<Element> {
    @usableFromInline let capacity: Int
    @usableFromInline @exclusivity(unchecked) private(set) var count = 0
    @usableFromInline @exclusivity(unchecked) private(set) var oldest = 0
    @usableFromInline @exclusivity(unchecked) private(set) var elements: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var allocated: Int
    /// Whether a ring other than its first may hold this storage (see `RecordRing.makeUnique`).
    @exclusivity(unchecked) var mayBeShared = false

    init(capacity: Int) {
        self.capacity = capacity
        allocated = Swift.min(capacity, 16)
        elements = .allocate(capacity: allocated)
    }

    deinit {
        elements.deinitialize(count: count)
        elements.deallocate()
    }

    @inlinable
    func element(at position: Int) -> Element {
        let index = oldest + position
        return elements[index < count ? index : index - count]
    }

    /// A storage of the same capacity holding copies of these elements.
    func copy() -> RingStorage {
        let copy = RingStorage(capacity: capacity)
        copy.elements.deallocate()
        copy.allocated = allocated
        copy.elements = .allocate(capacity: allocated)
        copy.elements.initialize(from: elements, count: count)
        copy.count = count
        copy.oldest = oldest
        return copy
    }

    @inline(__always)
    var isFull: Bool { count == capacity }

    /// The oldest element of a full ring, to be replaced in place by the newest.
    @inline(__always)
    var oldestSlot: UnsafeMutablePointer<Element> { elements + oldest }

    /// The element at `oldestSlot` was replaced: it is the newest now.
    @inline(__always)
    func didReplaceOldest() {
        oldest += 1
        if oldest == capacity { oldest = 0 }
    }

    /// Uninitialized memory for a new newest element in a ring that is not full: initialize it,
    /// then call `didInitializeNewSlot`.
    @inline(__always)
    func newSlot() -> UnsafeMutablePointer<Element> {
        precondition(count < capacity, "a full ring replaces its oldest element")
        if count == allocated { grow() }
        return elements + count
    }

    @inline(__always)
    func didInitializeNewSlot() {
        count += 1
    }

    /// Lets go of the `dropped` oldest elements and moves the others to the start of a new
    /// allocation, oldest first, so that the ring is laid out as one that never filled.
    func removeOldest(_ dropped: Int) {
        let dropped = Swift.min(Swift.max(dropped, 0), count)
        guard dropped > 0 else { return }
        let kept = count - dropped
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: allocated)
        for position in 0..<count {
            let index = oldest + position
            let source = elements + (index < count ? index : index - count)
            if position < dropped {
                source.deinitialize(count: 1)
            } else {
                (moved + position - dropped).moveInitialize(from: source, count: 1)
            }
        }
        elements.deallocate()
        elements = moved
        count = kept
        oldest = 0
    }

    private func grow() {
        let larger = Swift.min(capacity, allocated * 2)
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        moved.moveInitialize(from: elements, count: count)
        elements.deallocate()
        elements = moved
        allocated = larger
    }
}
