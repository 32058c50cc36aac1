/// A store: one immutable state, changed only by its reducer, driven by intents.
///
/// Every member is main-thread only. An intent sent while the store is handling another one
/// (for example from a subscriber) is queued and handled after it, never recursively.
///
/// A store's life ends with `dispose()`: its jobs are cancelled (a request in flight stops
/// now, and its result is never reduced), its subscribers are let go, and intents are ignored
/// from then on. Call it when the store's owner is done, such as when a window closes, even if
/// something else may still hold the store: the work stops at a moment you choose. A store
/// dropped without `dispose()` disposes itself when it is freed, so forgetting it never traps
/// and leaks no job; it only lets the jobs run until then.
@MainActor
public protocol Store<State, Intent, Label>: StateSource where State: Equatable {
    associatedtype Intent
    associatedtype Label

    /// The current state.
    var state: State { get }

    /// Whether `dispose()` was called.
    var isDisposed: Bool { get }

    /// Runs the bootstrapper, once. Factories start the stores they make unless told not to.
    func start()

    /// Handles an intent. Ignored after `dispose()`.
    func accept(_ intent: Intent)

    /// Delivers the current state at once, then every new state that differs from the last,
    /// on the main thread.
    func subscribe(onState: @escaping (State) -> Void) -> StoreSubscription

    /// Delivers every label published from now on, on the main thread.
    func subscribe(onLabel: @escaping (Label) -> Void) -> StoreSubscription

    /// Ends the store's life: cancels its jobs, so that no result of theirs is reduced, ends
    /// its subscriptions, and makes later intents do nothing. Calling it again does nothing.
    func dispose()

    /// How many of the jobs the store started have not ended yet: those still running, and those
    /// cancelled (by `cancel`, by a newer job under their key, or by `dispose()`) whose operation
    /// has not returned yet or whose late result has not yet been dropped on the main actor.
    ///
    /// At 0, no job result can reach the reducer any more. Tests wait for it before they assert
    /// that nothing else happened, instead of sleeping and hoping the work is done.
    var unfinishedJobCount: Int { get }
}
