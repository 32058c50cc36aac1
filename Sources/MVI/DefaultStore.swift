/// The store implementation: an executor and a reducer around one state.
///
/// A thin front of its `StoreScope`, which does the work. Generic over the concrete executor
/// and reducer so that the hot path specializes, with no boxing and no locks.
@MainActor
public final class DefaultStore<E: Executor, R: Reducer>: Store
where E.State == R.State, E.Message == R.Message {
    public typealias State = R.State
    public typealias Intent = E.Intent
    public typealias Label = E.Label

    @usableFromInline let scope: StoreScope<E, R>

    @inlinable
    public init<B: Bootstrapper>(initialState: State, bootstrapper: B, executor: E, reducer: R)
    where B.Action == E.Action {
        scope = StoreScope(state: initialState, bootstrapper: bootstrapper, executor: executor, reducer: reducer)
    }

    /// A store dropped without `dispose()` disposes itself: its jobs are cancelled and their
    /// results dropped. Runs on the main actor even if the last reference goes elsewhere.
    isolated deinit {
        scope.dispose()
    }

    public var state: State { scope.state }

    public var isDisposed: Bool { scope.isDisposed }

    public var unfinishedJobCount: Int { scope.unfinishedJobCount }

    public func start() {
        MainActor.assertIsolated()
        scope.perform(.start)
    }

    @inlinable
    public func accept(_ intent: Intent) {
        scope.perform(.intent(intent))
    }

    public func subscribe(onState: @escaping (State) -> Void) -> StoreSubscription {
        MainActor.assertIsolated()
        return scope.addStateObserver(onState)
    }

    public func subscribe(onLabel: @escaping (Label) -> Void) -> StoreSubscription {
        MainActor.assertIsolated()
        return scope.addLabelObserver(onLabel)
    }

    public func dispose() {
        MainActor.assertIsolated()
        scope.dispose()
    }
}
