/// A live subscription to a store's states or labels. It lasts until `cancel()` or until the
/// store is disposed; dropping this object does not end it.
@MainActor
public final class StoreSubscription {
    private var onCancel: (() -> Void)?

    package init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Stops delivery at once, even in the middle of a notification. Calling it again does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// False once `cancel()` was called.
    public var isActive: Bool { onCancel != nil }
}
