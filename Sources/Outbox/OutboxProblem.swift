/// Why changes wait for the server instead of being sent: shown once, quietly, not per change.
/// `Failure` says, in a feature's terms, what went wrong.
public enum OutboxProblem<Failure: Equatable & Sendable>: Equatable, Sendable {
    /// The server refused the key (401, 403): nothing is sent until the key changes or the user
    /// tries again.
    case keyRefused
    /// The server could not be reached, was not ready, or something on the way refused the
    /// request for now: the changes are sent again after a wait (`OutboxRetryPolicy`).
    case unreachable(Failure)

    /// Whether the changes are sent again on their own, after a wait.
    public var isRetried: Bool {
        if case .unreachable = self { true } else { false }
    }
}

extension OutboxProblem: Codable where Failure: Codable {}

/// What a failed request means for the change it carried.
public enum OutboxFailureClass<Failure: Equatable & Sendable>: Equatable, Sendable {
    /// The server will never take the change: it is dropped, and the user told.
    case refused(Failure)
    /// The change is kept, and waits.
    case waits(OutboxProblem<Failure>, retryAfterSeconds: Int?)

    /// The class of a request that failed with `failure`, answered `httpStatus` (nil when no
    /// answer came):
    /// - 400, the one answer that proves the server judged the change and will never take it:
    ///   refused.
    /// - 401 and 403: the key is refused; the change waits for another.
    /// - anything else (offline, time-outs, 5xx, 429, every other 4xx, which proxies, CDNs,
    ///   firewalls and wrong addresses answer, and answers that could not be read): waits, and
    ///   is sent again after the back-off or the server's `Retry-After`. Sending again must be
    ///   safe: the feature makes its requests idempotent or checks them against a listing.
    public init(_ failure: Failure, httpStatus: Int?, retryAfterSeconds: Int?) {
        switch httpStatus {
        case 400: self = .refused(failure)
        case 401, 403: self = .waits(.keyRefused, retryAfterSeconds: nil)
        default: self = .waits(.unreachable(failure), retryAfterSeconds: retryAfterSeconds)
        }
    }
}
