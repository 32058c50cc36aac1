/// Makes stores. Decorators wrap a factory to add behaviour to every store it makes
/// (logging now, recording later) without the stores' code knowing.
@MainActor
public protocol StoreFactory {
    /// Makes a store named `name` (used by decorators, e.g. in log lines). It is started at once
    /// when `autoStart` is true; otherwise call `start()` after subscribing.
    func makeStore<E: Executor, R: Reducer, B: Bootstrapper>(
        name: String,
        initialState: R.State,
        bootstrapper: B,
        executor: E,
        reducer: R,
        autoStart: Bool
    ) -> any Store<R.State, E.Intent, E.Label>
    where E.State == R.State, E.Message == R.Message, B.Action == E.Action
}

extension StoreFactory {
    public func makeStore<E: Executor, R: Reducer, B: Bootstrapper>(
        name: String, initialState: R.State, bootstrapper: B, executor: E, reducer: R
    ) -> any Store<R.State, E.Intent, E.Label>
    where E.State == R.State, E.Message == R.Message, B.Action == E.Action {
        makeStore(
            name: name, initialState: initialState, bootstrapper: bootstrapper,
            executor: executor, reducer: reducer, autoStart: true
        )
    }
}

/// Makes plain `DefaultStore`s.
public struct DefaultStoreFactory: StoreFactory {
    public init() {}

    public func makeStore<E: Executor, R: Reducer, B: Bootstrapper>(
        name: String, initialState: R.State, bootstrapper: B, executor: E, reducer: R, autoStart: Bool
    ) -> any Store<R.State, E.Intent, E.Label>
    where E.State == R.State, E.Message == R.Message, B.Action == E.Action {
        let store = DefaultStore(
            initialState: initialState, bootstrapper: bootstrapper, executor: executor, reducer: reducer)
        if autoStart { store.start() }
        return store
    }
}
