/// Turns intents (from the view) and actions (from the bootstrapper) into messages for the
/// reducer and labels for listeners. Side effects and async work live here, started through
/// the scope so that the store owns them.
@MainActor
public protocol Executor<Intent, Action, State, Message, Label> {
    associatedtype Intent
    associatedtype Action = Never
    associatedtype State: Equatable
    associatedtype Message
    associatedtype Label = Never

    func execute(intent: Intent, in scope: some ExecutorScope<State, Message, Label>)
    func execute(action: Action, in scope: some ExecutorScope<State, Message, Label>)
}

extension Executor {
    /// What the executor works through, as its methods take it (`some Scope`): the scope of its
    /// store's state, messages and labels. An executor that takes it so declares `State`,
    /// `Message` and `Label` (even `Never`): Swift does not infer them through it.
    public typealias Scope = ExecutorScope<State, Message, Label>
}

extension Executor where Action == Never {
    public func execute(action: Never, in scope: some ExecutorScope<State, Message, Label>) {}
}
