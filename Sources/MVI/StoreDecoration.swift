import Logging

/// Something a decorating factory adds to every store it makes.
public struct StoreDecoration {
    @usableFromInline
    enum Kind {
        /// Logs each intent, action, message, new state and label at debug level.
        case logging(Logger)
        /// Tells an observer of each store of everything the store does.
        case observing(any StoreObserverMaker)
    }

    @usableFromInline let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// Tells an observer that `maker` makes for each store of everything the store does: the
    /// decoration of a factory that records, or watches the stores in any other way.
    public static func observed(by maker: any StoreObserverMaker) -> StoreDecoration {
        StoreDecoration(.observing(maker))
    }
}


/// Builds a store with `decorations`, specialized for the feature's types. A store without
/// decorations is a plain `DefaultStore`, with nothing of them on its hot path.
@inlinable @MainActor
func makeDecoratedStore<E: Executor, R: Reducer, B: Bootstrapper>(
    _ decorations: [StoreDecoration],
    name: String,
    initialState: R.State,
    bootstrapper: B,
    executor: E,
    reducer: R,
    autoStart: Bool
) -> any Store<R.State, E.Intent, E.Label>
where E.State == R.State, E.Message == R.Message, B.Action == E.Action {
    guard !decorations.isEmpty else {
        let store = FactoryStore(DefaultStore(
            initialState: initialState, bootstrapper: bootstrapper, executor: executor, reducer: reducer))
        if autoStart { store.start() }
        return store
    }
    var logs: [StoreLog<R.State>] = []
    var observers: [any StoreObserver<R.State, E.Intent, E.Action, R.Message, E.Label>] = []
    for decoration in decorations {
        switch decoration.kind {
        case .logging(let logger):
            logs.append(StoreLog(logger: logger, storeName: name, initialState: initialState))
        case .observing(let maker):
            observers.append(maker.makeObserver(storeName: name, initialState: initialState, replay: StoreReplay(reducer)))
        }
    }
    var decorators: StoreDecorators<R.State, E.Intent, E.Action, R.Message, E.Label>?
    for index in (0..<max(logs.count, observers.count)).reversed() {
        decorators = StoreDecorators(
            log: index < logs.count ? logs[index] : nil,
            observer: index < observers.count ? observers[index] : nil,
            next: decorators)
    }
    guard let decorators else { preconditionFailure("a decoration makes a log or an observer") }
    let store = FactoryStore(DefaultStore(
        initialState: initialState,
        bootstrapper: bootstrapper,
        executor: ObservedExecutor(base: executor, decorators: decorators),
        reducer: ObservedReducer<R, E.Intent, E.Action, E.Label>(base: reducer, decorators: decorators)))
    _ = store.subscribe(onLabel: { label in decorators.didPublish(label) })
    for observer in observers { observer.observe(store) }
    if autoStart { store.start() }
    return store
}
