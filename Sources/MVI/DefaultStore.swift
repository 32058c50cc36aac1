/// The store implementation: an executor and a reducer around one state.
///
/// Generic over the concrete executor and reducer so that the hot path
/// (accept → executor → reducer → subscribers) specializes, with no boxing and no locks.
@MainActor
public final class DefaultStore<E: Executor, R: Reducer>: Store
where E.State == R.State, E.Message == R.Message {
    public typealias State = R.State
    public typealias Intent = E.Intent
    public typealias Label = E.Label

    @usableFromInline let executor: E
    @usableFromInline let scope: StoreScope<R, Label>
    @usableFromInline @exclusivity(unchecked) var queuedIntents: [Intent] = []
    @usableFromInline let bootstrapper: ((E.Action) -> Void) -> Void
    private var isStarted = false

    @inlinable
    public init<B: Bootstrapper>(initialState: State, bootstrapper: B, executor: E, reducer: R)
    where B.Action == E.Action {
        self.executor = executor
        self.scope = StoreScope(state: initialState, reducer: reducer)
        self.bootstrapper = bootstrapper.bootstrap
        scope.handleQueuedIntents = { [unowned self] in self.handleQueuedIntents() }
    }

    public var state: State { scope.state }

    public var isDisposed: Bool { scope.isDisposed }

    public var unfinishedJobCount: Int { scope.unfinishedJobCount }

    public func start() {
        MainActor.assertIsolated()
        guard !isStarted, !scope.isDisposed else { return }
        isStarted = true
        scope.handle {
            bootstrapper { action in
                guard !scope.isDisposed else { return }
                executor.execute(action: action, in: scope)
            }
        }
    }

    @inlinable
    public func accept(_ intent: Intent) {
        guard !scope.isDisposed else { return }
        if scope.isBusy {
            queuedIntents.append(intent)
            return
        }
        scope.isBusy = true
        executor.execute(intent: intent, in: scope)
        if !queuedIntents.isEmpty { handleQueuedIntents() }
        scope.isBusy = false
    }

    /// Handles the intents that arrived while the store was busy, in arrival order, including
    /// those that arrive while handling them.
    @usableFromInline
    func handleQueuedIntents() {
        var index = 0
        while index < queuedIntents.count, !scope.isDisposed {
            executor.execute(intent: queuedIntents[index], in: scope)
            index += 1
        }
        queuedIntents.removeAll(keepingCapacity: true)
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
        queuedIntents = []
    }
}
