import Logging

/// A factory decorator that logs, at debug level, each intent, action, message, new state
/// and label of every store it makes, one line each, prefixed with the store's name.
public struct LoggingStoreFactory: StoreFactory {
    private let base: any StoreFactory
    private let logger: Logger

    public init(wrapping base: any StoreFactory = DefaultStoreFactory(), logger: Logger) {
        self.base = base
        self.logger = logger
    }

    public func makeStore<E: Executor, R: Reducer, B: Bootstrapper>(
        name: String, initialState: R.State, bootstrapper: B, executor: E, reducer: R, autoStart: Bool
    ) -> any Store<R.State, E.Intent, E.Label>
    where E.State == R.State, E.Message == R.Message, B.Action == E.Action {
        let store = base.makeStore(
            name: name,
            initialState: initialState,
            bootstrapper: bootstrapper,
            executor: LoggingExecutor(base: executor, name: name, logger: logger),
            reducer: LoggingReducer(base: reducer, name: name, logger: logger),
            autoStart: false
        )
        let logger = logger
        _ = store.subscribe(onLabel: { label in logger.debug("\(name) label: \(label)") })
        if autoStart { store.start() }
        return store
    }
}

struct LoggingExecutor<Base: Executor>: Executor {
    typealias Intent = Base.Intent
    typealias Action = Base.Action
    typealias State = Base.State
    typealias Message = Base.Message
    typealias Label = Base.Label

    let base: Base
    let name: String
    let logger: Logger

    func execute(intent: Base.Intent, in scope: some ExecutorScope<Base.State, Base.Message, Base.Label>) {
        logger.debug("\(name) intent: \(intent)")
        base.execute(intent: intent, in: scope)
    }

    func execute(action: Base.Action, in scope: some ExecutorScope<Base.State, Base.Message, Base.Label>) {
        logger.debug("\(name) action: \(action)")
        base.execute(action: action, in: scope)
    }
}

struct LoggingReducer<Base: Reducer>: Reducer {
    let base: Base
    let name: String
    let logger: Logger

    func reduce(_ state: Base.State, _ message: Base.Message) -> Base.State {
        logger.debug("\(name) message: \(message)")
        let next = base.reduce(state, message)
        if next != state { logger.debug("\(name) state: \(next)") }
        return next
    }
}
