import Logging

/// Something a decorating factory adds to every store it makes.
public struct StoreDecoration {
    @usableFromInline
    enum Kind {
        /// Logs each intent, action, message, new state and label at debug level.
        case logging(Logger)
        /// Records every event and state for time travel.
        case recording(RecordingStoreFactory)
    }

    @usableFromInline let kind: Kind

    init(_ kind: Kind) { self.kind = kind }
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
    var recordings: [StoreRecording<R.State, E.Intent, E.Action, R.Message, E.Label>] = []
    for decoration in decorations {
        switch decoration.kind {
        case .logging(let logger):
            logs.append(StoreLog(logger: logger, storeName: name, initialState: initialState))
        case .recording(let factory):
            let recording = StoreRecording<R.State, E.Intent, E.Action, R.Message, E.Label>(
                storeName: name, capacity: factory.capacity, clock: factory.clock, startState: initialState)
            factory.keep(recording, storeName: name)
            recordings.append(recording)
        }
    }
    var decorators: StoreDecorators<R.State, E.Intent, E.Action, R.Message, E.Label>?
    for index in (0..<max(logs.count, recordings.count)).reversed() {
        decorators = StoreDecorators(
            log: index < logs.count ? logs[index] : nil,
            recording: index < recordings.count ? recordings[index].buffer : nil,
            next: decorators)
    }
    guard let decorators else { preconditionFailure("a decoration makes a log or a recording") }
    let store = FactoryStore(DefaultStore(
        initialState: initialState,
        bootstrapper: bootstrapper,
        executor: ObservedExecutor(base: executor, decorators: decorators),
        reducer: ObservedReducer<R, E.Intent, E.Action, E.Label>(base: reducer, decorators: decorators)))
    _ = store.subscribe(onLabel: { label in decorators.didPublish(label) })
    for recording in recordings { recording.follow(store) }
    if autoStart { store.start() }
    return store
}
