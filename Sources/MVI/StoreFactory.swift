/// Makes stores. Decorating factories wrap a factory to add behaviour to every store it makes
/// (logging, recording) without the stores' code knowing.
///
/// A factory does not build stores itself: it says what to add to them (`decorations`), and
/// `makeStore` builds each store where its feature's types are known, so that the store's hot
/// path runs code specialized for them, also when it is reached through `any Store`.
@MainActor
public protocol StoreFactory {
    /// What this factory adds to every store it makes, innermost first.
    var decorations: [StoreDecoration] { get }
}

extension StoreFactory {
    /// Makes a store named `name` (used by decorations, e.g. in log lines). It is started at
    /// once when `autoStart` is true; otherwise call `start()` after subscribing.
    @inlinable @inline(__always)
    public func makeStore<E: Executor, R: Reducer, B: Bootstrapper>(
        name: String,
        initialState: R.State,
        bootstrapper: B,
        executor: E,
        reducer: R,
        autoStart: Bool = true
    ) -> any Store<R.State, E.Intent, E.Label>
    where E.State == R.State, E.Message == R.Message, B.Action == E.Action {
        // Not generic over the factory, so that it specializes for the feature's types even
        // when the factory is an `any StoreFactory`.
        makeDecoratedStore(
            decorations, name: name, initialState: initialState, bootstrapper: bootstrapper, executor: executor,
            reducer: reducer, autoStart: autoStart)
    }
}

/// Makes plain `DefaultStore`s.
public struct DefaultStoreFactory: StoreFactory {
    public init() {}

    public var decorations: [StoreDecoration] { [] }
}
