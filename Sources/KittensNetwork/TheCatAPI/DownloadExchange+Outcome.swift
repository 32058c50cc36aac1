import FoundationEssentials
import Kittens

extension DownloadExchange {
    /// This exchange's failure, `error`, as the stores take it: a 429 or 503 is the server
    /// saying it is busy (`ListingLoadError.serverBusy`), with the wait its `Retry-After` asks for
    /// (counted from `now`, at most `ListingBusyRetry.maximumSeconds`), which the stores honour
    /// by asking again once by themselves; anything else as `ListingLoadResult(_:)` maps it.
    func outcome(of error: DownloadError, now: Date) -> ListingLoadResult {
        switch error {
        case .httpStatus(let status) where Self.busyStatuses.contains(status):
            let retryAfter = headers[RetryAfter.header.lowercased()].flatMap {
                RetryAfter.seconds($0, now: now, cap: ListingBusyRetry.maximumSeconds)
            }
            return .failure(.serverBusy(status: status, retryAfterSeconds: retryAfter))
        default:
            return ListingLoadResult(error)
        }
    }

    /// The statuses by which a server says it is busy: 429 Too Many Requests, 503 Service Unavailable.
    static let busyStatuses: Set<Int> = [429, 503]
}
