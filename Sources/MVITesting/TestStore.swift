import MVI
import XCTest

/// A store for testing a feature step by step, built from the feature's executor, reducer and
/// bootstrapper. Each step says what it expects, and any difference fails the test, through
/// `XCTFail` at the step's line, with a field-by-field diff:
///
/// ```swift
/// let store = TestStore(initialState: Feed(), bootstrapper: NoBootstrapper<Never>(),
///                       executor: FeedExecutor(), reducer: FeedReducer())
/// store.send(.refresh) { $0.isLoading = true }
/// store.complete(job: JobKey("page"), with: ["a", "b"])
/// store.receive(.loaded(["a", "b"])) {
///     $0.isLoading = false
///     $0.items = ["a", "b"]
/// }
/// store.finish()
/// ```
///
/// - `send` and `start` assert the whole change of state they cause: the state after must
///   equal the state before with the closure's changes, exactly.
/// - Jobs never run on their own. The test finishes each with `complete(job:with:)`, giving its
///   output, or `run(job:)`, running its real work. The messages the job's completion
///   dispatches are then asserted one by one with `receive`, labels with `receiveLabel`.
/// - `perform(job:)` and `deliver(job:)` split `run(job:)` in two, for an answer on its way:
///   the work is done (the request reached the server) and its output held while the test
///   sends more intents; a job the executor cancels or relaunches meanwhile loses that output,
///   as a real store drops the answer.
/// - At `finish()` (or when the store is freed without it), a message or label not asserted,
///   or a job still running, fails; so does one still waiting at the next `send`.
///
/// `exhaustivity = .off` checks only what the test asserts. Test methods that use a test store
/// are `@MainActor` and, on Linux, `async`.
@MainActor
public final class TestStore<E: Executor, R: Reducer> where E.State == R.State, E.Message == R.Message {
    public typealias State = R.State
    public typealias Intent = E.Intent
    public typealias Message = R.Message
    public typealias Label = E.Label

    /// How much the store insists on; `.on` unless set.
    public var exhaustivity: Exhaustivity = .on

    /// Where failures go; tests of the test store capture them here.
    var reportFailure: (String, StaticString, UInt) -> Void = { message, file, line in
        XCTFail(message, file: file, line: line)
    }

    private let executor: E
    private let scope: TestScope<R, Label>
    private let bootstrap: ((E.Action) -> Void) -> Void
    private let createdAt: TestStep
    private var isStarted = false
    private var isFinished = false

    public init<B: Bootstrapper>(
        initialState: State, bootstrapper: B, executor: E, reducer: R,
        file: StaticString = #filePath, line: UInt = #line
    ) where B.Action == E.Action {
        self.executor = executor
        self.bootstrap = bootstrapper.bootstrap
        self.createdAt = TestStep(name: "TestStore", file: file, line: line)
        self.scope = TestScope(state: initialState, reducer: reducer, step: createdAt)
    }

    /// A test store of a feature without a bootstrapper.
    public convenience init(
        initialState: State, executor: E, reducer: R, file: StaticString = #filePath, line: UInt = #line
    ) where E.Action == Never {
        self.init(
            initialState: initialState, bootstrapper: NoBootstrapper<Never>(), executor: executor, reducer: reducer,
            file: file, line: line)
    }

    /// Checks what is left, as `finish()` does, at the line where the store was made.
    isolated deinit {
        if !isFinished { finish(file: createdAt.file, line: createdAt.line) }
    }

    /// The current state.
    public var state: State { scope.state }

    /// The jobs launched and not yet completed, cancelled or replaced, oldest first.
    public var runningJobs: [TestJob] { scope.jobs.map(\.job) }

    /// The running jobs whose work `perform(job:)` did, and whose output waits to be delivered.
    public var performedJobs: [TestJob] { scope.jobs.filter { $0.performedOutput != nil }.map(\.job) }

    // MARK: Steps

    /// Runs the bootstrapper, and asserts that the state changed as `update` says.
    public func start(
        _ update: ((inout State) -> Void)? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        let step = TestStep(name: "start()", file: file, line: line)
        guard !isStarted else { return fail("start() was called before; a store starts once", at: step) }
        isStarted = true
        requireNothingWaiting(before: step)
        let before = scope.state
        scope.step = step
        bootstrap { action in
            guard !scope.isDisposed else { return }
            executor.execute(action: action, in: scope)
        }
        assertState(before: before, after: scope.state, update, at: step)
    }

    /// Sends `intent`, and asserts that the state changed as `update` says: the state after is
    /// the state before with `update`'s changes, exactly. Without `update`, the state must not
    /// change. Ignored, as in a real store, after `dispose()`.
    public func send(
        _ intent: Intent, _ update: ((inout State) -> Void)? = nil, file: StaticString = #filePath, line: UInt = #line
    ) {
        let step = TestStep(name: "send(\(intent))", file: file, line: line)
        requireNothingWaiting(before: step)
        let before = scope.state
        scope.step = step
        if !scope.isDisposed { executor.execute(intent: intent, in: scope) }
        assertState(before: before, after: scope.state, update, at: step)
    }

    /// Finishes the running job under `key` (nil: the oldest running job without a key) with
    /// `output`, as if its work had returned it: its completion runs now. Assert what it
    /// dispatched with `receive` and what it published with `receiveLabel`.
    public func complete<Output>(
        job key: JobKey?, with output: Output, file: StaticString = #filePath, line: UInt = #line
    ) {
        let step = TestStep(name: "complete(job: \(Self.name(of: key)))", file: file, line: line)
        guard let index = scope.jobIndex(key) else { return failNoJob(key, at: step) }
        let held = scope.jobs[index]
        guard held.outputType == Output.self else {
            return fail(
                "\(step.name): the job's output is a \(held.outputType), not a \(Output.self)", at: step)
        }
        scope.jobs.remove(at: index)
        deliver(output, of: held, at: step)
    }

    /// Runs the real work of the running job under `key` (nil: the oldest running job without
    /// a key) and hands its output to its completion, as a real store would. For work whose
    /// output comes from test doubles the test controls; it must not wait on a timer.
    public func run(job key: JobKey?, file: StaticString = #filePath, line: UInt = #line) async {
        let step = TestStep(name: "run(job: \(Self.name(of: key)))", file: file, line: line)
        guard let index = scope.jobIndex(key) else { return failNoJob(key, at: step) }
        let held = scope.jobs.remove(at: index)
        let output = await held.operation()
        deliver(output, of: held, at: step)
    }

    /// Runs the real work of the running job under `key` (nil: the oldest running job without
    /// a key) and holds its output: the request reached the other side, and its answer is on
    /// its way. The job still runs until `deliver(job:)`; if the executor cancels or relaunches
    /// it first, the answer is never delivered.
    public func perform(job key: JobKey?, file: StaticString = #filePath, line: UInt = #line) async {
        let step = TestStep(name: "perform(job: \(Self.name(of: key)))", file: file, line: line)
        guard let index = scope.jobIndex(key) else { return failNoJob(key, at: step) }
        let held = scope.jobs[index]
        guard held.performedOutput == nil else { return fail("\(step.name): its work was done already; deliver(job:) it", at: step) }
        let output = await held.operation()
        // Cancelled or relaunched while the work ran: the answer is dropped.
        guard let again = scope.jobs.firstIndex(where: { $0.job == held.job }) else { return }
        scope.jobs[again].performedOutput = output
    }

    /// Hands the output `perform(job:)` held for the job under `key` (nil: the oldest running
    /// job without a key) to its completion: the answer arrives.
    public func deliver(job key: JobKey?, file: StaticString = #filePath, line: UInt = #line) {
        let step = TestStep(name: "deliver(job: \(Self.name(of: key)))", file: file, line: line)
        guard let index = scope.jobIndex(key) else { return failNoJob(key, at: step) }
        guard let output = scope.jobs[index].performedOutput else {
            return fail("\(step.name): its work was not done; perform(job:) it first, or run(job:) it", at: step)
        }
        let held = scope.jobs.remove(at: index)
        deliver(output, of: held, at: step)
    }

    /// A job's answer as a recording kept it: reduces `message` as a running job's completion
    /// dispatched it when the recording was made, without running or completing any job, and
    /// asserts that the state changed as `update` says (exactly, as for `send`). For tests
    /// written from recordings (`RecordedTestWriter`): a recording holds the messages the jobs'
    /// answers became, not the answers. Such a test ends with `dispose()`, as jobs stay running.
    public func answer(
        dispatching message: Message, _ update: ((inout State) -> Void)? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let step = TestStep(name: "answer(dispatching: \(message))", file: file, line: line)
        requireNothingWaiting(before: step)
        let before = scope.state
        scope.step = step
        scope.dispatch(message)
        assertState(before: before, after: scope.state, update, at: step)
    }

    /// Asserts that the next message a job dispatched is `message`, and that it changed the
    /// state as `update` says (exactly, as for `send`).
    public func receive(
        _ message: Message, _ update: ((inout State) -> Void)? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) where Message: Equatable {
        let step = TestStep(name: "receive(\(message))", file: file, line: line)
        guard let received = takeNext(
            \.received, "message", matching: \.message, message, from: { "\($0.job)" }, at: step
        ) else { return }
        assertState(before: received.before, after: received.after, update, at: step)
    }

    /// Asserts that the next label published is `label`.
    public func receiveLabel(_ label: Label, file: StaticString = #filePath, line: UInt = #line) where Label: Equatable {
        let step = TestStep(name: "receiveLabel(\(label))", file: file, line: line)
        takeNext(\.published, "label", matching: \.label, label, from: \.step.name, at: step)
    }

    /// Ends the store's life as `dispose()` does on a real store: its running jobs are
    /// cancelled, and intents and messages are ignored from now on.
    public func dispose() {
        scope.dispose()
    }

    /// Ends the test: a message or label not asserted, or a job still running, fails.
    public func finish(file: StaticString = #filePath, line: UInt = #line) {
        isFinished = true
        let step = TestStep(name: "finish()", file: file, line: line)
        guard exhaustivity == .on else { return }
        requireNothingWaiting(before: step)
        if !scope.jobs.isEmpty {
            let jobs = scope.jobs.map { "\($0.job), launched by \($0.launchedBy.name) at line \($0.launchedBy.line)" }
            fail(
                "\(Self.listing("jobs still running", jobs)).\n"
                    + "Finish each with complete(job:with:) or run(job:), or end the store with dispose().",
                at: step)
        }
    }

    // MARK: Checks

    /// Fails when messages or labels wait to be asserted at `step`; lets them go either way.
    private func requireNothingWaiting(before step: TestStep) {
        defer {
            scope.received = []
            scope.published = []
        }
        guard exhaustivity == .on else { return }
        let messages = scope.received.map { "message \($0.message) from \($0.job)" }
        let labels = scope.published.map { "label \($0.label) from \($0.step.name)" }
        guard !(messages + labels).isEmpty else { return }
        fail(
            "\(step.name) came before these were asserted with receive and receiveLabel:\n"
                + (messages + labels).map { "  \($0)" }.joined(separator: "\n"),
            at: step)
    }

    private func assertState(before: State, after: State, _ update: ((inout State) -> Void)?, at step: TestStep) {
        let expected: State
        switch exhaustivity {
        case .on:
            var state = before
            update?(&state)
            expected = state
        case .off:
            guard let update else { return }
            var state = after
            update(&state)
            expected = state
        }
        guard expected != after else { return }
        let what = update == nil
            ? "changed the state, but no change was expected"
            : "left the state other than expected"
        let diff = StateDiff.lines(expected: expected, actual: after).joined(separator: "\n")
        fail("\(step.name) \(what) (− expected, + actual):\n\(diff)", at: step)
    }

    private func deliver(_ output: Any, of held: HeldJob, at step: TestStep) {
        scope.step = step
        scope.completingJob = held.job
        defer { scope.completingJob = nil }
        if !held.deliver(output) {
            fail("\(step.name): the job's output is a \(type(of: output)), not a \(held.outputType)", at: step)
        }
    }

    /// Takes the next of the waiting messages or labels at `waiting`, and those before it where
    /// exhaustivity is off, as `step` expects `expected`; fails the step when there is none, or
    /// when the next one is another. `source` names what dispatched or published one.
    @discardableResult
    private func takeNext<Element, Value: Equatable>(
        _ waiting: ReferenceWritableKeyPath<TestScope<R, Label>, [Element]>, _ what: String,
        matching value: KeyPath<Element, Value>, _ expected: Value, from source: (Element) -> String, at step: TestStep
    ) -> Element? {
        let elements = scope[keyPath: waiting]
        guard let index = nextIndex(in: elements, matching: { $0[keyPath: value] == expected }) else {
            let listed = elements.map { "\($0[keyPath: value]) from \(source($0))" }
            fail("\(step.name): \(Self.listing("\(what)s waiting", listed))", at: step)
            return nil
        }
        let next = elements[index]
        scope[keyPath: waiting].removeSubrange(...index)
        if next[keyPath: value] != expected {
            fail("\(step.name): the next \(what) is \(next[keyPath: value]), from \(source(next))", at: step)
        }
        return next
    }

    private func nextIndex<Element>(in waiting: [Element], matching: (Element) -> Bool) -> Int? {
        guard !waiting.isEmpty else { return nil }
        switch exhaustivity {
        case .on: return 0
        case .off: return waiting.firstIndex(where: matching)
        }
    }

    private func failNoJob(_ key: JobKey?, at step: TestStep) {
        let running = scope.jobs.map(\.job.description)
        fail("\(step.name): no such job is running; \(Self.listing("jobs running", running))", at: step)
    }

    private func fail(_ message: String, at step: TestStep) {
        reportFailure(message, step.file, step.line)
    }

    private static func name(of key: JobKey?) -> String {
        key.map { "\"\($0.name)\"" } ?? "nil"
    }

    /// "no messages waiting", or "messages waiting: a, b".
    private static func listing(_ what: String, _ items: [String]) -> String {
        items.isEmpty ? "no \(what)" : "\(what): \(items.joined(separator: ", "))"
    }
}
