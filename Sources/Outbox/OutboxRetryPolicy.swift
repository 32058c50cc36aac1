/// When changes that wait for an unreachable server are sent again: an exponential back-off,
/// stretched to the server's `Retry-After`, both capped.
public struct OutboxRetryPolicy: Equatable, Sendable {
    /// The first wait, in seconds; each failure in a row doubles it, up to `maximumSeconds`.
    public var firstSeconds: Int
    public var maximumSeconds: Int
    /// A server's `Retry-After` is honoured up to this.
    public var maximumRetryAfterSeconds: Int

    public init(firstSeconds: Int = 2, maximumSeconds: Int = 300, maximumRetryAfterSeconds: Int = 86_400) {
        self.firstSeconds = firstSeconds
        self.maximumSeconds = maximumSeconds
        self.maximumRetryAfterSeconds = maximumRetryAfterSeconds
    }

    /// Seconds to wait after `failures` failures in a row (1 or more), at least `retryAfterSeconds`.
    public func delay(afterFailures failures: Int, retryAfterSeconds: Int?) -> Int {
        let doublings = min(max(failures - 1, 0), 16)
        let backoff = min(max(firstSeconds, 0) << doublings, maximumSeconds)
        return max(backoff, min(max(retryAfterSeconds ?? 0, 0), maximumRetryAfterSeconds))
    }
}
