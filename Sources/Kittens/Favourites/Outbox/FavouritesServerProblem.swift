/// Why changes wait for the server instead of being sent: shown once, quietly, not per change.
public enum FavouritesServerProblem: Equatable, Sendable, Codable {
    /// TheCatAPI refused the key (401, 403): nothing is sent until the key changes or the user
    /// refreshes.
    case keyRefused
    /// The server could not be reached, was not ready, or something on the way refused the
    /// request for now (offline, a timeout, 5xx, 429, a 404 of a wrong API base, a 407 of a
    /// proxy that asks for a password, a 405, 413, 421 or 451 of a CDN or firewall): the
    /// changes are sent again after a while (`FavouritesRetry`), or on Refresh. `error` says
    /// which, in words.
    case unreachable(KittenLoadError)
}

/// What a failed favourites request means for the change it carried.
public enum FavouritesFailureClass: Equatable, Sendable {
    /// The one answer that proves the server will never take the change: a 400, TheCatAPI's
    /// answer to a request it finds invalid. The change is dropped.
    case refused(KittenLoadError)
    /// The change is kept, and waits.
    case waits(FavouritesServerProblem, retryAfterSeconds: Int?)

    public init(_ failure: FavouritesRequestFailure) {
        switch failure.error {
        case .httpStatus(400):
            self = .refused(failure.error)
        case .httpStatus(401), .httpStatus(403):
            self = .waits(.keyRefused, retryAfterSeconds: nil)
        default:
            // Offline, timeouts, 5xx, every other 4xx (a wrong API base, a proxy, a CDN or a
            // firewall answers those, not TheCatAPI's judgement of the change), and answers that
            // could not be read: sending again is safe (an add already made is "already
            // there"; a removal already made is confirmed by a listing).
            self = .waits(.unreachable(failure.error), retryAfterSeconds: failure.retryAfterSeconds)
        }
    }
}
