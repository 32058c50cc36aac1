/// A live subscription to a store's states or labels. It lasts until `cancel()` or until the
/// store is disposed; dropping this object does not end it.
@MainActor
public final class StoreSubscription {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Stops delivery at once, even in the middle of a notification. Calling it again does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Whether the subscription still delivers.
    public var isActive: Bool { onCancel != nil }
}

/// One subscriber: its callback and whether it still wants calls.
@MainActor @usableFromInline
final class Observer<Value> {
    @usableFromInline let deliver: @MainActor (Value) -> Void
    @usableFromInline var isActive = true

    init(_ deliver: @escaping @MainActor (Value) -> Void) { self.deliver = deliver }
}

extension Array {
    /// Calls every subscriber that is still active, skipping any cancelled during the loop.
    @MainActor @inlinable
    func notify<Value>(_ value: Value) where Element == Observer<Value> {
        for observer in self where observer.isActive {
            observer.deliver(value)
        }
    }
}
