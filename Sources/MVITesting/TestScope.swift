import MVI

/// The `ExecutorScope` of a `TestStore`: it reduces at once like the real one, but keeps what
/// the test must assert (messages that jobs dispatch, labels) and holds jobs instead of
/// running them.
@MainActor
final class TestScope<R: Reducer, Label>: ExecutorScope {
    typealias State = R.State
    typealias Message = R.Message

    /// A message a job's completion dispatched, with the states around it, until `receive`.
    struct Received {
        let message: Message
        let before: State
        let after: State
        let job: TestJob
    }

    /// A label published, until `receiveLabel`.
    struct Published {
        let label: Label
        let step: TestStep
    }

    private(set) var state: State
    private let reducer: R
    private(set) var isDisposed = false
    /// The step running now, which launches and publishes are put down to.
    var step: TestStep
    /// The job whose completion runs now, if any: the messages it dispatches are `received`.
    var completingJob: TestJob?
    var received: [Received] = []
    var published: [Published] = []
    var jobs: [HeldJob] = []
    private var launches = 0

    init(state: State, reducer: R, step: TestStep) {
        self.state = state
        self.reducer = reducer
        self.step = step
    }

    func dispatch(_ message: Message) {
        guard !isDisposed else { return }
        let before = state
        state = reducer.reduce(state, message)
        if let completingJob {
            received.append(Received(message: message, before: before, after: state, job: completingJob))
        }
    }

    func publish(_ label: Label) {
        guard !isDisposed else { return }
        published.append(Published(label: label, step: step))
    }

    func launch<Output: Sendable>(
        _ key: JobKey?,
        _ operation: @escaping @Sendable () async -> Output,
        completion: @escaping @MainActor (Output) -> Void
    ) {
        guard !isDisposed else { return }
        if let key { cancel(key) }
        launches += 1
        jobs.append(HeldJob(
            job: TestJob(key: key, launch: launches), launchedBy: step, operation: operation, completion: completion))
    }

    func cancel(_ key: JobKey) {
        jobs.removeAll { $0.job.key == key }
    }

    func isRunning(_ key: JobKey) -> Bool {
        jobs.contains { $0.job.key == key }
    }

    /// Where the running job under `key` is in `jobs`, or the oldest running job without a
    /// key when `key` is nil.
    func jobIndex(_ key: JobKey?) -> Int? {
        jobs.firstIndex { $0.job.key == key }
    }

    func dispose() {
        isDisposed = true
        jobs = []
    }
}
