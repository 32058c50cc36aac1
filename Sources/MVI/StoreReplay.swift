/// A store's reducer as a function of its events: a message makes the next state, and any
/// other event (an intent, an action, a label) leaves the state as it is. The core hands it to
/// each `StoreObserver` it asks for, so that an observer can rebuild any state of the store
/// from an earlier one and the events since, instead of keeping every state (see the
/// `MVIRecording` library's keyframes).
///
/// Made where the store's types are known, so that a replay runs the reducer specialized.
public struct StoreReplay<State, Intent, Action, Message, Label> {
    /// Folds `event` into `state` in place.
    public let apply: (inout State, StoreEvent<Intent, Action, Message, Label>) -> Void

    /// The replay of `reducer`.
    @inlinable
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Message == Message {
        apply = { state, event in
            if case .message(let message) = event { state = reducer.reduce(state, message) }
        }
    }

    /// A replay by `apply` itself.
    public init(apply: @escaping (inout State, StoreEvent<Intent, Action, Message, Label>) -> Void) {
        self.apply = apply
    }
}
