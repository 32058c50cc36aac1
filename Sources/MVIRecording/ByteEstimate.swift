/// An estimate of the memory a value holds, for a recording's budget in bytes: its own size
/// plus what it holds on the heap, read through `Mirror`. A collection counts its elements by
/// a sample of at most `sampleSize` of them, evenly spaced, so that measuring a state of
/// thousands of elements costs as much as measuring a few; strings count their UTF-8 bytes once
/// they are too long to be held inline; a class instance counts a header and its fields. Values
/// shared by several others are counted in each, so the estimate errs on the high side, and a
/// value with no references in it (`_isPOD`) costs only its size, without any reflection.
enum ByteEstimate {
    /// How many elements of a collection are measured.
    static let sampleSize = 8
    /// How deep into nested values the estimate looks; deeper ones count only their size.
    static let maximumDepth = 8
    /// What one heap allocation costs beyond its contents: a header and the allocator's rounding.
    static let allocationOverhead = 32

    /// The estimated bytes of `value`: its size and what it holds on the heap.
    static func bytes<Value>(of value: Value) -> Int {
        MemoryLayout<Value>.size + heapBytes(of: value, depth: 0)
    }

    /// The estimated heap bytes of `value`, beyond its own size.
    static func heapBytes<Value>(of value: Value, depth: Int) -> Int {
        if _isPOD(Value.self) || depth > maximumDepth { return 0 }
        if let string = value as? String {
            let count = string.utf8.count
            return count > 15 ? count + allocationOverhead : 0
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?:
            return collectionBytes(mirror.children, depth: depth)
        case .class?:
            // The fields live in the instance, on the heap.
            return mirror.children.reduce(allocationOverhead) { total, child in
                total + opened(child.value, depth: depth + 1, withSize: true)
            }
        default:
            // A struct, enum, tuple or optional holds its fields inline, which its size counts.
            return mirror.children.reduce(0) { total, child in
                total + opened(child.value, depth: depth + 1, withSize: false)
            }
        }
    }

    /// A collection's storage: a header, and each element as the sampled ones cost on average.
    private static func collectionBytes(_ elements: Mirror.Children, depth: Int) -> Int {
        let count = elements.count
        guard count > 0 else { return 0 }
        let sampled = Swift.min(count, sampleSize)
        var total = 0
        for position in 0..<sampled {
            let element = elements[elements.index(elements.startIndex, offsetBy: position * count / sampled)]
            total += opened(element.value, depth: depth + 1, withSize: true)
        }
        return allocationOverhead + total / sampled * count
    }

    /// The heap bytes of the value inside `value`, measured by its own type rather than
    /// `Any`'s, and its size too when `withSize`.
    private static func opened(_ value: Any, depth: Int, withSize: Bool) -> Int {
        func measure<Value>(_ opened: Value) -> Int {
            (withSize ? MemoryLayout<Value>.size : 0) + heapBytes(of: opened, depth: depth)
        }
        return _openExistential(value, do: measure)
    }
}
