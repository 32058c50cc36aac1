/// What an executor can do while it handles an intent or an action: read the current state,
/// dispatch messages to the reducer, publish labels, and start async jobs the store owns.
///
/// One scope lives as long as its store. A message dispatched here is reduced at once, so the
/// executor reads the new state on the next line.
@MainActor
public final class ExecutorScope<State: Equatable, Message, Label> {
    /// The current state.
    public var state: State { currentState }

    // The hot-path properties skip Swift's run-time exclusivity checks: the store is used from
    // the main thread only and never holds an access across a call out (see `notify`).
    @usableFromInline @exclusivity(unchecked) var currentState: State

    @usableFromInline let reduce: (State, Message) -> State
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

    @usableFromInline
    init(state: State, reduce: @escaping (State, Message) -> State) {
        self.currentState = state
        self.reduce = reduce
    }

    /// Reduces a message into a new state and, when the state changed, tells the subscribers.
    /// Does nothing once the store is disposed.
    @inlinable
    public func dispatch(_ message: Message) {
        guard !isDisposed else { return }
        let next = reduce(currentState, message)
        guard next != currentState else { return }
        currentState = next
        stateObservers.notify(next)
    }

    /// Sends a one-off event to the label subscribers of this moment.
    @inlinable
    public func publish(_ label: Label) {
        guard !isDisposed else { return }
        labelObservers.notify(label)
    }

    // MARK: Jobs

    /// Starts async work owned by the store. `operation` runs off the main actor; its output is
    /// handed to `completion` on the main actor, unless the job was cancelled first: by `cancel`,
    /// by a newer job under the same key, or by `dispose()`. Then the output is dropped.
    ///
    /// `operation` should stop early when its task is cancelled, but need not: the store never
    /// lets a cancelled result through.
    public func launch<Output: Sendable>(
        _ key: JobKey? = nil,
        _ operation: @escaping @Sendable () async -> Output,
        completion: @escaping @MainActor (Output, ExecutorScope) -> Void
    ) {
        guard !isDisposed else { return }
        nextJobID &+= 1
        let id = nextJobID
        if let key { keyedJobs.removeValue(forKey: key)?.task.cancel() }
        let task = Task {
            let output = await operation()
            guard self.finishJob(key, id) else { return }
            self.handle { completion(output, self) }
        }
        let job = RunningJob(id: id, task: task)
        if let key { keyedJobs[key] = job } else { anonymousJobs[id] = job }
    }

    /// Cancels the job running under `key`, if any; its result will not be delivered.
    public func cancel(_ key: JobKey) {
        keyedJobs.removeValue(forKey: key)?.task.cancel()
    }

    /// Whether a job runs under `key`.
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
