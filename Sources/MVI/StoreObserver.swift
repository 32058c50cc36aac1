/// Hears of everything one store does, as it happens: each intent and action before the
/// executor handles it, each message with the state the reducer made of it, each label. A
/// decorating factory makes one for every store it makes (see `StoreObserverMaker`); this is
/// how recording and time travel (the `MVIRecording` library) plug into the core.
///
/// The calls come on the store's hot path, from the main thread, in the middle of the store's
/// work: they must be cheap, must not call the store, and should not allocate. Each event comes
/// as the `StoreEvent` the store made of it, so that an observer that keeps events (whose code
/// is not specialized for the store's types) need not build one. Not main-actor
/// isolated, so that the reducer can make them with no run-time isolation check; an observer
/// is not `Sendable` either, so it stays with its store on main.
public protocol StoreObserver<State, Intent, Action, Message, Label>: AnyObject {
    associatedtype State: Equatable
    associatedtype Intent
    associatedtype Action
    associatedtype Message
    associatedtype Label

    /// An intent or action (`event`) is about to be handled, in `state`; its messages and
    /// labels follow until `didHandle`.
    func willHandle(_ event: StoreEvent<Intent, Action, Message, Label>, in state: State)
    /// The intent or action announced by `willHandle` was handled.
    func didHandle()
    /// The reducer folded a message (`event`, a `.message`) into the state, making `state`; also
    /// outside of an intent or action, for a job's result.
    func didReduce(_ event: StoreEvent<Intent, Action, Message, Label>, to state: State)
    /// A label (`event`, a `.label`) is published to the store's label subscribers.
    func didPublish(_ event: StoreEvent<Intent, Action, Message, Label>)
    /// The store this observer hears of is made and not started yet: to subscribe to it.
    @MainActor func observe(_ store: any Store<State, Intent, Label>)
}

/// What a decorating factory gives the core to hear of every store it makes: the core asks it
/// for an observer of each store as the store is made, where the store's types are known.
/// Give it to the core as `StoreDecoration.observed(by:)`.
@MainActor
public protocol StoreObserverMaker {
    /// An observer of the store named `storeName`, which starts in `initialState`; `replay` is
    /// the store's reducer as a function of its events, to rebuild any of its states from an
    /// earlier one.
    func makeObserver<State: Equatable, Intent, Action, Message, Label>(
        storeName: String, initialState: State, replay: StoreReplay<State, Intent, Action, Message, Label>
    ) -> any StoreObserver<State, Intent, Action, Message, Label>
}
