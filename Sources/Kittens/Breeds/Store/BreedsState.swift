import FoundationEssentials

/// What the breeds store knows: the list shown, how old it is, what is under way and what failed.
public struct BreedsState: Equatable, Sendable, Codable {
    /// The breeds shown, from the cache or the server; never emptied by a failure.
    public var breeds: [Breed] = []
    /// When the server sent `breeds`; nil while there are none.
    public var fetchedAt: Date?
    /// The cache file is being read.
    public var isReadingCache = false
    /// The server is being asked for the list.
    public var isRefreshing = false
    /// Why the last refresh failed; nil once one succeeds. The list shown stays as it was.
    public var refreshError: ListingLoadError?
    /// The seconds the store waits before it asks a busy server again by itself; nil when it
    /// does not (`BusyServerRetry`).
    public var retryInSeconds: Int?
    /// Why the list could not be kept in the cache, in words for a log; nil when it was.
    public var cacheWriteFailure: String?

    public init() {}
}
