import MVI

/// A job a `TestStore` holds: launched by the executor, it waits until the test completes it
/// (`complete(job:with:)`) or runs it (`run(job:)`).
public struct TestJob: Equatable, Sendable, CustomStringConvertible {
    /// The job's key; nil for a job launched without one.
    public let key: JobKey?
    /// Which launch of the store's executor it is, counting from 1: a job relaunched under
    /// the same key has a new number.
    public let launch: Int

    public init(key: JobKey?, launch: Int) {
        self.key = key
        self.launch = launch
    }

    public var description: String { "job \(key.map { "\"\($0.name)\"" } ?? "without a key") (launch \(launch))" }
}

/// Where a step of a test is: its name as written (`send(refresh)`) and its place in the source.
struct TestStep {
    let name: String
    let file: StaticString
    let line: UInt
}

/// A launched job and what it needs to finish: its work and its completion, with the output's
/// type erased so that jobs of any output wait in one list.
@MainActor
struct HeldJob {
    let job: TestJob
    /// The step that launched it, for failure messages.
    let launchedBy: TestStep
    let outputType: Any.Type
    let operation: @Sendable () async -> any Sendable
    /// Hands `output` to the completion; false when it is not of `outputType`.
    let deliver: @MainActor (Any) -> Bool
    /// The output of its work once `perform(job:)` ran it, until it is delivered.
    var performedOutput: (any Sendable)?

    init<Output: Sendable>(
        job: TestJob, launchedBy: TestStep, operation: @escaping @Sendable () async -> Output,
        completion: @escaping @MainActor (Output) -> Void
    ) {
        self.job = job
        self.launchedBy = launchedBy
        self.outputType = Output.self
        self.operation = { await operation() }
        self.deliver = { output in
            guard let output = output as? Output else { return false }
            completion(output)
            return true
        }
    }
}
