/// One subscriber: its callback, and whether it still wants calls. Only its `ObserverList`,
/// which is main-thread only, touches it; it is not main-actor isolated itself so that the
/// notification loop needs no run-time isolation check per call.
@usableFromInline
package final class Observer<Value> {
    @usableFromInline let deliver: (Value) -> Void
    @usableFromInline @exclusivity(unchecked) var isActive = true

    init(_ deliver: @escaping (Value) -> Void) { self.deliver = deliver }
}

/// The subscribers of one stream of a store (states or labels), built for the hot path:
/// notifying takes no lock, no retain and no allocation.
///
/// The list owns its observers in `owners`; `unretained` holds the same observers without
/// reference counting, for the notification loop. While a notification runs, observers are
/// never removed, only marked inactive, so the loop cannot meet a freed observer; the list is
/// compacted when the outermost notification ends. Observers added meanwhile are appended and
/// first notified of the next value.
///
/// Not main-actor isolated, so that the loop needs no run-time isolation checks; it is not
/// `Sendable` either, so it stays confined to the main-actor scope that owns it.
@usableFromInline
package final class ObserverList<Value> {
    @usableFromInline @exclusivity(unchecked) var unretained: [Unmanaged<Observer<Value>>] = []
    @exclusivity(unchecked) private var owners: [Observer<Value>] = []
    @usableFromInline @exclusivity(unchecked) var notificationDepth = 0
    @usableFromInline @exclusivity(unchecked) var needsCompaction = false
    /// Whether no one subscribes: `unretained.isEmpty`, kept as a stored value so that code
    /// not specialized for `Value` reads it with no look-up of the array's type.
    @usableFromInline @exclusivity(unchecked) package private(set) var isEmpty = true

    @usableFromInline
    package init() {}

    @inlinable @inline(__always)
    package func notify(_ value: Value) {
        let count = unretained.count
        guard count > 0 else { return }
        notificationDepth += 1
        var index = 0
        while index < count {
            unretained[index]._withUnsafeGuaranteedRef { observer in
                if observer.isActive { observer.deliver(value) }
            }
            index += 1
        }
        notificationDepth -= 1
        if needsCompaction, notificationDepth == 0 { compact() }
    }

    package func add(_ deliver: @escaping (Value) -> Void) -> Observer<Value> {
        let observer = Observer(deliver)
        owners.append(observer)
        unretained.append(Unmanaged.passUnretained(observer))
        isEmpty = false
        return observer
    }

    package func remove(_ observer: Observer<Value>) {
        observer.isActive = false
        needsCompaction = true
        if notificationDepth == 0 { compact() }
    }

    package func removeAll() {
        for observer in owners { observer.isActive = false }
        needsCompaction = true
        if notificationDepth == 0 { compact() }
    }

    @usableFromInline
    func compact() {
        needsCompaction = false
        owners.removeAll { !$0.isActive }
        unretained = owners.map { Unmanaged.passUnretained($0) }
        isEmpty = unretained.isEmpty
    }
}
