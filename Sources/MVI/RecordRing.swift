/// The records a recording keeps, oldest first: a ring buffer of at most `capacity` elements,
/// where adding to a full ring lets the oldest go. Adding never allocates once the ring is full.
public struct RecordRing<Element>: RandomAccessCollection {
    @usableFromInline var storage: ContiguousArray<Element> = []
    /// Where the oldest element is in `storage` once the ring is full.
    @usableFromInline var oldest = 0
    public let capacity: Int

    /// A ring of at most `capacity` elements (at least one).
    @inlinable
    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int { storage.count }

    @inlinable
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < storage.count, "record index out of range")
        let index = oldest + position
        return storage[index < storage.count ? index : index - storage.count]
    }

    /// Whether adding lets the oldest element go.
    @inlinable
    var isFull: Bool { storage.count == capacity }

    /// The oldest element, which adding to a full ring lets go.
    @inlinable
    var oldestElement: Element? { storage.isEmpty ? nil : storage[oldest] }

    /// Adds `element` as the newest, in place of the oldest when the ring is full.
    @inlinable
    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
            return
        }
        storage[oldest] = element
        oldest += 1
        if oldest == capacity { oldest = 0 }
    }
}

extension RecordRing: Sendable where Element: Sendable {}
