/// The engine of a `DefaultStore` and the `ExecutorScope` its executor works through: the state,
/// the executor and reducer, the subscribers, the jobs, and the queue of work with its busy flag.
///
/// Everything the store does goes through `perform`: an intent, the start, a job's result. A
/// unit of work that arrives while another runs waits in `pending` and runs after it, in order,
/// never recursively. Generic over the concrete executor and reducer, so that the hot path
/// (accept → executor → dispatch → reducer → subscribers) specializes, with no boxing and no locks.
@MainActor
public final class StoreScope<E: Executor, R: Reducer>: ExecutorScope
where E.State == R.State, E.Message == R.Message {
    public typealias State = R.State
    public typealias Message = R.Message
    public typealias Label = E.Label

    public var state: State { currentState }

    // The hot-path properties skip Swift's run-time exclusivity checks: the store is used from
    // the main thread only and never holds an access across a call out (see `notify`).
    @usableFromInline @exclusivity(unchecked) var currentState: State
    @usableFromInline let executor: E
    @usableFromInline let reducer: R
    @usableFromInline let stateObservers = ObserverList<State>()
    @usableFromInline let labelObservers = ObserverList<Label>()
    /// True while a unit of work runs, including the notification of subscribers.
    @usableFromInline @exclusivity(unchecked) var isBusy = false
    /// Work that arrived while busy, run in order once the current unit is done.
    @usableFromInline @exclusivity(unchecked) var pending: [StoreWork<E.Intent>] = []
    @usableFromInline @exclusivity(unchecked) var isDisposed = false

    private let bootstrap: ((E.Action) -> Void) -> Void
    private var isStarted = false
    private var jobs = JobRegistry()
    /// Jobs whose task has not ended, cancelled ones included (see `Store.unfinishedJobCount`).
    private(set) var unfinishedJobCount = 0

    @usableFromInline
    init<B: Bootstrapper>(state: State, bootstrapper: B, executor: E, reducer: R) where B.Action == E.Action {
        self.currentState = state
        self.bootstrap = bootstrapper.bootstrap
        self.executor = executor
        self.reducer = reducer
    }

    // MARK: Work

    /// Runs `work` now, or after the unit of work that is running.
    @inlinable
    func perform(_ work: StoreWork<E.Intent>) {
        guard !isDisposed else { return }
        if isBusy {
            pending.append(work)
            return
        }
        isBusy = true
        run(work)
        if !pending.isEmpty { runPending() }
        isBusy = false
    }

    @inlinable @inline(__always)
    func run(_ work: StoreWork<E.Intent>) {
        switch work {
        case .intent(let intent):
            executor.execute(intent: intent, in: self)
        case .start:
            runBootstrapper()
        case .jobResult(let launch):
            deliverJobResult(launch)
        }
    }

    /// Hands a job's output over, unless the job was cancelled or replaced meanwhile.
    @usableFromInline
    func deliverJobResult(_ launch: UInt64) {
        jobs.finish(launch)?()
    }

    /// Runs the work queued while busy, including work queued meanwhile, then empties the queue.
    @usableFromInline
    func runPending() {
        var index = 0
        while index < pending.count, !isDisposed {
            run(pending[index])
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
    }

    @usableFromInline
    func runBootstrapper() {
        guard !isStarted else { return }
        isStarted = true
        bootstrap { action in
            guard !isDisposed else { return }
            executor.execute(action: action, in: self)
        }
    }

    // MARK: ExecutorScope

    @inlinable
    public func dispatch(_ message: Message) {
        guard !isDisposed else { return }
        let next = reducer.reduce(currentState, message)
        guard next != currentState else { return }
        currentState = next
        stateObservers.notify(next)
    }

    @inlinable
    public func publish(_ label: Label) {
        guard !isDisposed else { return }
        labelObservers.notify(label)
    }

    public func launch<Output: Sendable>(
        _ key: JobKey?,
        _ operation: @escaping @Sendable () async -> Output,
        completion: @escaping @MainActor (Output) -> Void
    ) {
        guard !isDisposed else { return }
        let launch = jobs.nextLaunch(for: key)
        unfinishedJobCount += 1
        // A job keeps nothing of the store alive but what its completion holds.
        let task = Task { [weak self] in
            let output = await operation()
            self?.jobDidReturn(launch, { completion(output) })
            self?.unfinishedJobCount -= 1
        }
        jobs.register(task, key: key, launch: launch)
    }

    private func jobDidReturn(_ launch: UInt64, _ deliver: @escaping () -> Void) {
        guard !isDisposed else { return }
        jobs.hold(deliver, of: launch)
        perform(.jobResult(job: launch))
    }

    public func cancel(_ key: JobKey) {
        jobs.cancel(key)
    }

    public func isRunning(_ key: JobKey) -> Bool { jobs.isRunning(key) }

    // MARK: Subscriptions and disposal

    func addStateObserver(_ deliver: @escaping (State) -> Void) -> StoreSubscription {
        let observers = stateObservers
        let observer = observers.add(deliver)
        deliver(state)
        return StoreSubscription { observers.remove(observer) }
    }

    func addLabelObserver(_ deliver: @escaping (Label) -> Void) -> StoreSubscription {
        let observers = labelObservers
        let observer = observers.add(deliver)
        return StoreSubscription { observers.remove(observer) }
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        jobs.cancelAll()
        pending = []
        stateObservers.removeAll()
        labelObservers.removeAll()
    }
}
