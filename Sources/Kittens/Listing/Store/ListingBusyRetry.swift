/// When a store that loads from TheCatAPI (the listing, the Rate page's search, the breeds) asks
/// again by itself after the server said it is busy (`ListingLoadError.serverBusy`): once, after
/// the wait the server asked for, within bounds.
public enum ListingBusyRetry {
    /// The wait when the server did not say how long, in seconds.
    public static let defaultSeconds = 5
    /// The longest wait, in seconds, whatever the server asked for.
    public static let maximumSeconds = 120

    /// The seconds to wait before asking again after `error`, from 1 to `maximumSeconds`; nil
    /// when `error` is not the server saying it is busy.
    public static func seconds(after error: ListingLoadError) -> Int? {
        guard case .serverBusy(_, let retryAfter) = error else { return nil }
        return min(max(retryAfter ?? defaultSeconds, 1), maximumSeconds)
    }
}
