/// Whether the server takes changes now, and how long to wait when it does not. Pure.
///
/// Sending goes in rounds: each retry, Refresh or new key starts one (`retryDue`). The requests
/// of one round fail together and count once in `failuresInARow`; a refused key answered to a
/// request of an earlier round is older than the user's last try (`judge`).
public struct OutboxBackOff<Failure: Equatable & Sendable>: Equatable, Sendable {
    /// Why changes wait now, if they do; nothing is sent while set.
    public var problem: OutboxProblem<Failure>?
    /// Failures in a row of requests that may succeed later; 0 after an answer.
    public var failuresInARow: Int
    /// Counts the rounds of sending.
    public var round: Int
    /// The round whose failure counted last in `failuresInARow`.
    public var failedRound: Int?
    /// The wait of the retry on its way, in seconds; nil when none is.
    public var retryDelaySeconds: Int?

    public init(
        problem: OutboxProblem<Failure>? = nil, failuresInARow: Int = 0, round: Int = 0, failedRound: Int? = nil,
        retryDelaySeconds: Int? = nil
    ) {
        self.problem = problem
        self.failuresInARow = failuresInARow
        self.round = round
        self.failedRound = failedRound
        self.retryDelaySeconds = retryDelaySeconds
    }

    /// How a failure of a request sent in round `sentIn` counts: a refused key of a round
    /// before this one waits like an unreachable server, and is tried again.
    public func judge(_ failureClass: OutboxFailureClass<Failure>, failure: Failure, sentIn: Int) -> OutboxFailureClass<Failure> {
        guard case .waits(.keyRefused, _) = failureClass, sentIn != round else { return failureClass }
        return .waits(.unreachable(failure), retryAfterSeconds: nil)
    }

    /// Requests fail now for `problem`: the changes wait.
    public mutating func failed(_ problem: OutboxProblem<Failure>) {
        self.problem = problem
        if problem.isRetried, failedRound != round {
            failuresInARow += 1
            failedRound = round
        }
    }

    /// The server answered: nothing fails now.
    public mutating func answered() {
        problem = nil
        failuresInARow = 0
        failedRound = nil
    }

    /// The wait before the next retry, after the failures in a row so far (one at least), and
    /// at least `retryAfterSeconds`.
    public func retryDelay(retryAfterSeconds: Int?, policy: OutboxRetryPolicy) -> Int {
        policy.delay(afterFailures: max(failuresInARow, 1), retryAfterSeconds: retryAfterSeconds)
    }

    /// Whether a retry `seconds` from now is to be scheduled: not when one on its way already
    /// waits at least as long.
    public func schedulesRetry(in seconds: Int, isOneOnItsWay: Bool) -> Bool {
        guard isOneOnItsWay, let scheduled = retryDelaySeconds else { return true }
        return scheduled < seconds
    }

    /// A new round starts (a retry came due, the user refreshed): the changes are sent again.
    public mutating func startRound() {
        problem = nil
        retryDelaySeconds = nil
        round += 1
    }

    /// Another account is used: its server has not failed yet. The round goes on counting.
    public mutating func forgetFailures() {
        answered()
        retryDelaySeconds = nil
    }
}

extension OutboxBackOff: Codable where Failure: Codable {}
