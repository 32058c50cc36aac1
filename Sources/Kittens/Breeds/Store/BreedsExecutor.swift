import FoundationEssentials
import KittensSupport
import MVI

/// Serves the breeds from the cache first, then asks the server when the cache is missing or
/// older than `maxAge`, and keeps each new list in the cache. A failed refresh keeps the list
/// shown and puts the error in the state; so does an answer without any breed. When the server
/// says it is busy, the refresh is tried again by itself once, after the wait it asked for
/// (`ListingBusyRetry`, as the listing's).
public struct BreedsExecutor: Executor {
    public typealias State = BreedsState
    public typealias Message = BreedsMessage
    public typealias Label = Never

    /// A week: breeds change rarely.
    public nonisolated static let standardMaxAge: TimeInterval = 7 * 86_400

    let dataSource: any BreedDataSource
    let cache: any BreedCache
    let maxAge: TimeInterval
    let now: @Sendable () -> Date
    let busyRetry: BusyServerRetry

    /// The wait before asking a busy server again is kept on `clock`.
    public init(
        dataSource: any BreedDataSource, cache: any BreedCache, maxAge: TimeInterval = BreedsExecutor.standardMaxAge,
        now: @escaping @Sendable () -> Date = { Date() }, clock: any TimerClock = SystemClock()
    ) {
        self.init(dataSource: dataSource, cache: cache, maxAge: maxAge, now: now, busyRetry: BusyServerRetry(clock: clock))
    }

    /// The executor whose try again after a busy answer is `busyRetry` (a test's may not wait).
    public init(
        dataSource: any BreedDataSource, cache: any BreedCache, maxAge: TimeInterval = BreedsExecutor.standardMaxAge,
        now: @escaping @Sendable () -> Date = { Date() }, busyRetry: BusyServerRetry
    ) {
        self.dataSource = dataSource
        self.cache = cache
        self.maxAge = maxAge
        self.now = now
        self.busyRetry = busyRetry
    }

    public func execute(intent: BreedsIntent, in scope: some Scope) {
        switch intent {
        case .refresh:
            guard !scope.state.isRefreshing else { return }
            refresh(in: scope)
        case .refreshIfNeeded:
            let state = scope.state
            guard !state.isRefreshing, !state.isReadingCache,
                  state.refreshError != nil
                    || state.fetchedAt.map({ CachedBreeds.isStale(savedAt: $0, at: now(), maxAge: maxAge) }) ?? true
            else { return }
            refresh(in: scope)
        }
    }

    public func execute(action: BreedsAction, in scope: some Scope) {
        switch action {
        case .loadCache:
            scope.dispatch(.cacheReadStarted)
            let cache = cache
            scope.launch(.breedsCacheRead, { cache.read() }, completion: { cached in
                scope.dispatch(.cacheRead(cached))
                if cached.map({ $0.isStale(at: now(), maxAge: maxAge) }) ?? true, !scope.state.isRefreshing {
                    refresh(in: scope)
                }
            })
        }
    }

    /// Asks the server; `isAutomatic` when it is the one try again after a busy answer, which is
    /// not tried again a second time. Any other refresh cancels that try's wait.
    private func refresh(isAutomatic: Bool = false, in scope: some Scope) {
        if !isAutomatic { scope.cancel(.breedsRetry) }
        scope.dispatch(.refreshStarted)
        let dataSource = dataSource
        scope.launch(.breedsRefresh, { await dataSource.loadBreeds() }, completion: { result in
            switch result {
            case .breeds(let breeds, _) where breeds.isEmpty:
                scope.dispatch(.refreshFailed(.malformed("no breeds")))
            case .breeds(let breeds, _):
                let cached = CachedBreeds(breeds: breeds, savedAt: now())
                scope.dispatch(.refreshed(breeds, at: cached.savedAt))
                write(cached, in: scope)
            case .failure(let error):
                scope.dispatch(.refreshFailed(error))
                busyRetry.schedule(
                    after: error, wasAutomatic: isAutomatic, key: .breedsRetry, in: scope, announce: { .retryScheduled(seconds: $0) }
                ) {
                    guard !scope.state.isRefreshing, scope.state.refreshError != nil else { return }
                    refresh(isAutomatic: true, in: scope)
                }
            case .cancelled:
                scope.dispatch(.refreshCancelled)
            }
        })
    }

    private func write(_ cached: CachedBreeds, in scope: some Scope) {
        let cache = cache
        scope.launch(.breedsCacheWrite, { () -> String? in
            do throws(FileWriteFailure) {
                try cache.write(cached)
                return nil
            } catch {
                return error.description
            }
        }, completion: { failure in
            scope.dispatch(.cacheWritten(failure: failure))
        })
    }
}
