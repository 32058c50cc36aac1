/// What an executor can do while it handles an intent or an action: read the current state,
/// dispatch messages to the reducer, publish labels, and start async jobs the store owns.
///
/// One scope lives as long as its store. A message dispatched here is reduced at once, so the
/// executor reads the new state on the next line. Executors take the scope as `some
/// ExecutorScope<…>`, so the store's hot path specializes down to the reducer.
@MainActor
public protocol ExecutorScope<State, Message, Label>: AnyObject {
    associatedtype State: Equatable
    associatedtype Message
    associatedtype Label

    /// The current state.
    var state: State { get }

    /// Reduces a message into a new state and, when the state changed, tells the subscribers.
    /// Does nothing once the store is disposed.
    func dispatch(_ message: Message)

    /// Sends a one-off event to the label subscribers of this moment.
    func publish(_ label: Label)

    /// Starts async work owned by the store. `operation` runs off the main actor; its output is
    /// handed to `completion` on the main actor, unless the job was cancelled first: by `cancel`,
    /// by a newer job under the same key, or by `dispose()`. Then the output is dropped.
    ///
    /// `operation` should stop early when its task is cancelled, but need not: the store never
    /// lets a cancelled result through.
    func launch<Output: Sendable>(
        _ key: JobKey?,
        _ operation: @escaping @Sendable () async -> Output,
        completion: @escaping @MainActor (Output) -> Void
    )

    /// Cancels the job running under `key`, if any; its result will not be delivered.
    func cancel(_ key: JobKey)

    /// Whether a job runs under `key`.
    func isRunning(_ key: JobKey) -> Bool
}

extension ExecutorScope {
    /// Starts async work owned by the store that no later job replaces.
    public func launch<Output: Sendable>(
        _ operation: @escaping @Sendable () async -> Output,
        completion: @escaping @MainActor (Output) -> Void
    ) {
        launch(nil, operation, completion: completion)
    }
}
