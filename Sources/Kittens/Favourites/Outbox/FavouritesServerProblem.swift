/// Why changes wait for the server instead of being sent: shown once, quietly, not per change.
public enum FavouritesServerProblem: Equatable, Sendable, Codable {
    /// TheCatAPI refused the key (401, 403): nothing is sent until the key changes or the user
    /// refreshes.
    case keyRefused
    /// The server could not be reached or was not ready (offline, a timeout, 5xx, 429): the
    /// changes are sent again after a while (`FavouritesRetry`), or on Refresh.
    case unreachable(KittenLoadError)
}

/// What a failed favourites request means for the change it carried.
public enum FavouritesFailureClass: Equatable, Sendable {
    /// A definite refusal (400 and the other 4xx but 401, 403, 408, 425 and 429): the change
    /// cannot be made, and is dropped.
    case refused(KittenLoadError)
    /// The change is kept, and waits.
    case waits(FavouritesServerProblem, retryAfterSeconds: Int?)

    public init(_ failure: FavouritesRequestFailure) {
        switch failure.error {
        case .httpStatus(401), .httpStatus(403):
            self = .waits(.keyRefused, retryAfterSeconds: nil)
        case .httpStatus(408), .httpStatus(425), .httpStatus(429):
            self = .waits(.unreachable(failure.error), retryAfterSeconds: failure.retryAfterSeconds)
        case .httpStatus(let status) where (400..<500).contains(status):
            self = .refused(failure.error)
        default:
            // Offline, timeouts, 5xx, and answers that could not be read: whether the server
            // made the change is unknown, and sending it again is safe (an add already made is
            // "already there", a removal already made is a 404).
            self = .waits(.unreachable(failure.error), retryAfterSeconds: failure.retryAfterSeconds)
        }
    }
}
