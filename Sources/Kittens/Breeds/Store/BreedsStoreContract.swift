import FoundationEssentials
import MVI

/// What a view asks the breeds store to do.
public enum BreedsIntent: Equatable, Sendable, Codable {
    /// Ask the server for the list now, however fresh the one shown; ignored while a refresh runs.
    case refresh
    /// Ask the server when the list needs it: the last refresh failed, or the list is missing or
    /// stale. What the listing's Refresh and the network coming back send; nothing while the
    /// cache is read (a list it lacks is asked for then) or a refresh runs.
    case refreshIfNeeded
}

/// What the breeds store does by itself.
public enum BreedsAction: Equatable, Sendable, Codable {
    /// Show the cached list, and ask the server when it is missing or stale.
    case loadCache
}

/// The facts the breeds reducer folds into `BreedsState`.
public enum BreedsMessage: Equatable, Sendable, Codable {
    case cacheReadStarted
    /// The cache held `cached`, or nothing usable.
    case cacheRead(CachedBreeds?)
    case refreshStarted
    /// The server sent `breeds` at `at`.
    case refreshed([Breed], at: Date)
    /// The refresh failed; the list shown stays.
    case refreshFailed(ListingLoadError)
    /// The server said it is busy: the store asks again by itself in `seconds`.
    case retryScheduled(seconds: Int)
    /// The data source gave up without an answer (its own cancellation); nothing changes but the
    /// refresh being over.
    case refreshCancelled
    /// The new list was written to the cache, or `failure` says why not.
    case cacheWritten(failure: String?)
}

extension JobKey {
    /// The breeds store's read of its cache file.
    public static let breedsCacheRead = JobKey("breedsCacheRead")
    /// The breeds store's request for the list.
    public static let breedsRefresh = JobKey("breedsRefresh")
    /// The breeds store's wait before asking again by itself after the server said it is busy
    /// (`ListingBusyRetry`); a refresh that starts first cancels it.
    public static let breedsRetry = JobKey("breedsRetry")
    /// The breeds store's write of its cache file.
    public static let breedsCacheWrite = JobKey("breedsCacheWrite")
}
