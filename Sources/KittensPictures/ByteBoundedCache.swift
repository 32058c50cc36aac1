/// A least-recently-used cache bounded by the total cost of its values (bytes, for textures).
///
/// Values are dropped, never copied: an evicted value is released exactly once, by the cache
/// letting go of it, so a value that owns a GObject reference unrefs it exactly once.
struct ByteBoundedCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var cost: Int
        var stamp: UInt64
    }

    /// The most the values may cost together.
    let capacity: Int
    private(set) var totalCost = 0
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    var count: Int { entries.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        clock &+= 1
        entries[key]?.stamp = clock
        return entries[key]?.value
    }

    /// Stores `value`, then evicts the least recently used values until the total fits. A value
    /// costing more than the whole capacity is not stored.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
        guard cost <= capacity else { return }
        clock &+= 1
        entries[key] = Entry(value: value, cost: cost, stamp: clock)
        totalCost += cost
        evictToFit()
    }

    mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }

    /// Evicting scans for the oldest stamp: O(n) per eviction, fine for the few thousand
    /// thumbnails a capacity of tens of MiB holds, and it keeps the cache a plain dictionary.
    private mutating func evictToFit() {
        while totalCost > capacity, let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp }) {
            entries.removeValue(forKey: oldest.key)
            totalCost -= oldest.value.cost
        }
    }
}
