import Outbox

/// When favourites' changes that wait for an unreachable server are sent again.
public enum FavouritesRetry {
    /// The back-off and `Retry-After` caps of favourites.
    public static let policy = OutboxRetryPolicy(firstSeconds: 2, maximumSeconds: 300, maximumRetryAfterSeconds: 86_400)
    /// The first wait, in seconds; each failure in a row doubles it, up to `maximumSeconds`.
    public static let firstSeconds = policy.firstSeconds
    public static let maximumSeconds = policy.maximumSeconds
    /// A server's `Retry-After` is honoured up to this.
    public static let maximumRetryAfterSeconds = policy.maximumRetryAfterSeconds

    /// Seconds to wait after `failures` failures in a row (1 or more), at least `retryAfter`.
    public static func delay(afterFailures failures: Int, retryAfterSeconds: Int?) -> Int {
        policy.delay(afterFailures: failures, retryAfterSeconds: retryAfterSeconds)
    }
}
