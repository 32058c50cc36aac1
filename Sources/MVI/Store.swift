/// A store: one immutable state, changed only by its reducer, driven by intents.
///
/// Every member is main-thread only. An intent sent while the store is handling another one
/// (for example from a subscriber) is queued and handled after it, never recursively.
@MainActor
public protocol Store<State, Intent, Label>: AnyObject {
    associatedtype State: Equatable
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

    /// Cancels the store's jobs and subscriptions. Nothing is reduced or delivered afterwards.
    func dispose()

    /// How many of the jobs the store started have not ended yet: those still running, and those
    /// cancelled (by `cancel`, by a newer job under their key, or by `dispose()`) whose operation
    /// has not returned yet or whose late result has not yet been dropped on the main actor.
    ///
    /// At 0, no job result can reach the reducer any more. Tests wait for it before they assert
    /// that nothing else happened, instead of sleeping and hoping the work is done.
    var unfinishedJobCount: Int { get }
}
