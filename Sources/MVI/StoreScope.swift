/// The `ExecutorScope` of a `DefaultStore`: its state, reducer, subscribers and jobs.
///
/// Generic over the concrete reducer, so that `dispatch` calls a specialized `reduce` directly.
@MainActor
public final class StoreScope<R: Reducer, Label>: ExecutorScope {
    public typealias State = R.State
    public typealias Message = R.Message

    public var state: State { currentState }

    // The hot-path properties skip Swift's run-time exclusivity checks: the store is used from
    // the main thread only and never holds an access across a call out (see `notify`).
    @usableFromInline @exclusivity(unchecked) var currentState: State

    @usableFromInline let reducer: R
    @usableFromInline let stateObservers = ObserverList<State>()
    @usableFromInline let labelObservers = ObserverList<Label>()
    /// True while an intent, action or job result is being handled, including the notification
    /// of subscribers; intents that arrive meanwhile are queued by the store.
    @usableFromInline @exclusivity(unchecked) var isBusy = false
    @usableFromInline @exclusivity(unchecked) var isDisposed = false
    /// Set by the store: handles the intents queued while the scope was busy.
    @usableFromInline var handleQueuedIntents: () -> Void = {}

    private var keyedJobs: [JobKey: RunningJob] = [:]
    private var anonymousJobs: [UInt64: RunningJob] = [:]
    private var nextJobID: UInt64 = 0
    /// Jobs whose task has not ended, cancelled ones included (see `Store.unfinishedJobCount`).
    private(set) var unfinishedJobCount = 0

    @usableFromInline
    init(state: State, reducer: R) {
        self.currentState = state
        self.reducer = reducer
    }

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

    // MARK: Jobs

    public func launch<Output: Sendable>(
        _ key: JobKey?,
        _ operation: @escaping @Sendable () async -> Output,
        completion: @escaping @MainActor (Output) -> Void
    ) {
        guard !isDisposed else { return }
        nextJobID &+= 1
        let id = nextJobID
        if let key { keyedJobs.removeValue(forKey: key)?.task.cancel() }
        unfinishedJobCount += 1
        let task = Task {
            defer { self.unfinishedJobCount -= 1 }
            let output = await operation()
            guard self.finishJob(key, id) else { return }
            self.handle { completion(output) }
        }
        let job = RunningJob(id: id, task: task)
        if let key { keyedJobs[key] = job } else { anonymousJobs[id] = job }
    }

    public func cancel(_ key: JobKey) {
        keyedJobs.removeValue(forKey: key)?.task.cancel()
    }

    public func isRunning(_ key: JobKey) -> Bool { keyedJobs[key] != nil }

    /// Removes a finished job; false when it was cancelled or replaced meanwhile.
    private func finishJob(_ key: JobKey?, _ id: UInt64) -> Bool {
        guard !isDisposed, !Task.isCancelled else { return false }
        if let key {
            guard keyedJobs[key]?.id == id else { return false }
            keyedJobs[key] = nil
        } else {
            guard anonymousJobs.removeValue(forKey: id) != nil else { return false }
        }
        return true
    }

    /// Runs `body` as one unit of work: intents sent meanwhile wait until it and its
    /// notifications are done.
    func handle(_ body: () -> Void) {
        if isBusy {
            body()
            return
        }
        isBusy = true
        body()
        handleQueuedIntents()
        isBusy = false
    }

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
        for job in keyedJobs.values { job.task.cancel() }
        for job in anonymousJobs.values { job.task.cancel() }
        keyedJobs = [:]
        anonymousJobs = [:]
        stateObservers.removeAll()
        labelObservers.removeAll()
    }
}

private struct RunningJob {
    let id: UInt64
    let task: Task<Void, Never>
}
