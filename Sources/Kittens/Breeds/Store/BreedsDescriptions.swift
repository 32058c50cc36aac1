/// Descriptions for log lines and the inspector: counts and ids, not every breed's texts.
extension BreedsState: CustomStringConvertible {
    public var description: String {
        "BreedsState(breeds: \(breeds.count), fetchedAt: \(fetchedAt.map { "\($0.timeIntervalSince1970)" } ?? "none")"
            + ", readingCache: \(isReadingCache ? "yes" : "no"), refreshing: \(isRefreshing ? "yes" : "no")"
            + ", refreshError: \(refreshError.map { "\($0)" } ?? "none")\(retryInSeconds.map { ", again in \($0) s" } ?? "")"
            + ", cacheWriteFailure: \(cacheWriteFailure ?? "none"))"
    }
}

extension BreedsMessage: CustomStringConvertible {
    public var description: String {
        switch self {
        case .cacheReadStarted: "cacheReadStarted"
        case .cacheRead(let cached?): "cacheRead(\(cached.breeds.count) breeds, saved \(cached.savedAt.timeIntervalSince1970))"
        case .cacheRead(nil): "cacheRead(none)"
        case .refreshStarted: "refreshStarted"
        case .refreshed(let breeds, let at): "refreshed(\(breeds.count) breeds, at \(at.timeIntervalSince1970))"
        case .refreshFailed(let error): "refreshFailed(\(error))"
        case .retryScheduled(let seconds): "retryScheduled(\(seconds) s)"
        case .refreshCancelled: "refreshCancelled"
        case .cacheWritten(let failure): "cacheWritten(failure: \(failure ?? "none"))"
        }
    }
}
