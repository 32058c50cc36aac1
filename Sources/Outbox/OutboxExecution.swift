import MVI

/// What an outbox store's state tells its executor's retries and file writes (`ExecutorScope`'s
/// `retryOutboxLater` and `saveOutbox`).
public protocol OutboxStoreState: Equatable {
    associatedtype Failure: Equatable & Sendable
    associatedtype Persisted: Sendable
    /// Whether the server takes changes now, and how long to wait when it does not.
    var backOff: OutboxBackOff<Failure> { get }
    /// Why the last write of the file failed; nil once a write succeeds. Nothing is sent while set.
    var saveProblem: String? { get }
    /// Why the file cannot be used; while set, it is not written.
    var fileProblem: String? { get }
    /// What the file keeps of the state.
    var persisted: Persisted { get }
}

/// The messages an outbox store's reducer takes for its retries and writes.
public protocol OutboxStoreMessage {
    /// The wait after a failure is over, or the user refreshed: changes may be sent again.
    static var retryDue: Self { get }
    /// Changes are sent again after this many seconds.
    static func retryScheduled(seconds: Int) -> Self
    /// The file could not be written, for the reason in words.
    static func saveFailed(_ reason: String) -> Self
    /// The file was written.
    static var saved: Self { get }
}

/// The notice an outbox store publishes when its file is not written.
public protocol OutboxStoreLabel {
    static func notSaved(_ reason: String) -> Self
}

/// How an outbox store's executor retries and writes: its jobs, its back-off, its waits and its
/// file, and what it does once it may send again.
public struct OutboxExecution<Persisted: Sendable>: Sendable {
    public var jobs: OutboxJobs
    public var policy: OutboxRetryPolicy
    public var wait: @Sendable (_ seconds: Int) async -> Void
    public var writes: OutboxWrites<Persisted>

    public init(
        jobs: OutboxJobs, policy: OutboxRetryPolicy, wait: @escaping @Sendable (_ seconds: Int) async -> Void,
        writes: OutboxWrites<Persisted>
    ) {
        self.jobs = jobs
        self.policy = policy
        self.wait = wait
        self.writes = writes
    }
}

extension ExecutorScope where State: OutboxStoreState, Message: OutboxStoreMessage, Label: OutboxStoreLabel {
    /// After a failure that may pass (of the server, or of a write), waits (`OutboxBackOff`),
    /// writes again if the last write failed, and runs `resume` (which sends again). A failure
    /// that asks for a longer wait (`Retry-After`) than the one on its way waits that long
    /// instead. `resumeAfterWrite` is what a write that succeeds after a failed one runs.
    public func retryOutboxLater(
        retryAfterSeconds: Int?, _ execution: OutboxExecution<State.Persisted>, resume: @escaping @MainActor () -> Void,
        resumeAfterWrite: @escaping @MainActor () -> Void
    ) {
        guard state.backOff.problem?.isRetried == true || state.saveProblem != nil else { return }
        let seconds = state.backOff.retryDelay(retryAfterSeconds: retryAfterSeconds, policy: execution.policy)
        guard state.backOff.schedulesRetry(in: seconds, isOneOnItsWay: isRunning(execution.jobs.retry)) else { return }
        dispatch(.retryScheduled(seconds: seconds))
        let wait = execution.wait
        launch(execution.jobs.retry, { await wait(seconds) }, completion: { _ in
            self.dispatch(.retryDue)
            if self.state.saveProblem != nil {
                self.saveOutbox(execution, announcingAProblem: false, resume: resume, resumeAfterWrite: resumeAfterWrite)
            }
            resume()
        })
    }

    /// Writes what the file keeps as it is now, queued at once behind the writes before
    /// (`OutboxWrites`); only the newest write's outcome is reduced: a failure sets the state's
    /// `saveProblem`, which stops the sending until a write succeeds (tried again after a wait),
    /// and says so once, or each time when `announcingAProblem` (a change the user made). A file
    /// that could not be read is left alone, and a change the user made says it was not saved.
    public func saveOutbox(
        _ execution: OutboxExecution<State.Persisted>, announcingAProblem: Bool, resume: @escaping @MainActor () -> Void,
        resumeAfterWrite: @escaping @MainActor () -> Void
    ) {
        if let problem = state.fileProblem {
            if announcingAProblem { publish(.notSaved(problem)) }
            return
        }
        let outcome = execution.writes.start(state.persisted)
        launch(execution.jobs.fileWrite, outcome, completion: { failure in
            if let failure {
                let isNew = self.state.saveProblem == nil
                self.dispatch(.saveFailed(failure))
                if isNew || announcingAProblem { self.publish(.notSaved(failure)) }
                self.retryOutboxLater(retryAfterSeconds: nil, execution, resume: resume, resumeAfterWrite: resumeAfterWrite)
            } else if self.state.saveProblem != nil {
                self.dispatch(.saved)
                resumeAfterWrite()
            }
        })
    }
}
