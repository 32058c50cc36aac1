import Locking

/// A value that async work waits for until the test opens the gate, so tests decide the
/// order in which jobs finish. Records whether the waiter was cancelled.
public final class Gate<Value: Sendable>: Sendable {
    private struct Waiting {
        var value: Value?
        var continuation: CheckedContinuation<Value, Never>?
        var wasCancelled = false
        var started = false
    }

    private let waiting = Locked(Waiting())
    private let fallback: Value

    /// `fallback` is what a cancelled waiter returns at once.
    public init(cancelledValue fallback: Value) { self.fallback = fallback }

    public func wait() async -> Value {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: Value? = waiting.withLock { state in
                    state.started = true
                    if state.wasCancelled { return fallback }
                    if let value = state.value { return value }
                    state.continuation = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let continuation = waiting.withLock { state in
                state.wasCancelled = true
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume(returning: fallback)
        }
    }

    public func open(with value: Value) {
        let continuation = waiting.withLock { state in
            state.value = value
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: value)
    }

    public var wasCancelled: Bool { waiting.withLock { $0.wasCancelled } }
    public var hasStarted: Bool { waiting.withLock { $0.started } }
}
