/// When changes that wait for an unreachable server are sent again.
public enum FavouritesRetry {
    /// The first wait, in seconds; each failure in a row doubles it, up to `maximumSeconds`.
    public static let firstSeconds = 2
    public static let maximumSeconds = 300
    /// A server's `Retry-After` is honoured up to this.
    public static let maximumRetryAfterSeconds = 86_400

    /// Seconds to wait after `failures` failures in a row (1 or more), at least `retryAfter`.
    public static func delay(afterFailures failures: Int, retryAfterSeconds: Int?) -> Int {
        let doublings = min(max(failures - 1, 0), 16)
        let backoff = min(firstSeconds << doublings, maximumSeconds)
        return max(backoff, min(max(retryAfterSeconds ?? 0, 0), maximumRetryAfterSeconds))
    }
}
