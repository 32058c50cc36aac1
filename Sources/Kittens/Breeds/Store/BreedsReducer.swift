import MVI

/// Folds the breeds store's messages into its state. Pure.
public struct BreedsReducer: Reducer {
    public init() {}

    public func reduce(into state: inout BreedsState, _ message: BreedsMessage) {
        switch message {
        case .cacheReadStarted:
            state.isReadingCache = true
        case .cacheRead(let cached):
            state.isReadingCache = false
            // A refresh that ended first has the newer list.
            if let cached, state.fetchedAt == nil {
                state.breeds = cached.breeds
                state.fetchedAt = cached.savedAt
            }
        case .refreshStarted:
            state.isRefreshing = true
            state.retryInSeconds = nil
        case .refreshed(let breeds, let at):
            state.isRefreshing = false
            state.breeds = breeds
            state.fetchedAt = at
            state.refreshError = nil
        case .refreshFailed(let error):
            state.isRefreshing = false
            state.refreshError = error
        case .retryScheduled(let seconds):
            state.retryInSeconds = seconds
        case .refreshCancelled:
            state.isRefreshing = false
        case .cacheWritten(let failure):
            state.cacheWriteFailure = failure
        }
    }
}
