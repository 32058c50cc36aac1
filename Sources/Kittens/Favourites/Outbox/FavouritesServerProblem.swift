import Outbox

/// Why favourites' changes wait for the server instead of being sent: shown once, quietly, not
/// per change. `.keyRefused`: TheCatAPI refused the key (401, 403). `.unreachable(error)`: the
/// server could not be reached, was not ready, or something on the way refused the request for
/// now (offline, a timeout, 5xx, 429, a 404 of a wrong API base, a 407 of a proxy that asks for
/// a password, a 405, 413, 421 or 451 of a CDN or firewall); the changes are sent again after
/// `FavouritesRetry`'s wait, or on Refresh.
public typealias FavouritesServerProblem = OutboxProblem<ListingLoadError>

/// What a failed favourites request means for the change it carried: `.refused` for a 400,
/// TheCatAPI's answer to a request it finds invalid (the change is dropped); `.waits` otherwise.
/// Sending again is safe: an add already made is "already there"; a removal already made is
/// confirmed by a listing.
public typealias FavouritesFailureClass = OutboxFailureClass<ListingLoadError>

extension OutboxFailureClass where Failure == ListingLoadError {
    public init(_ failure: AccountRequestFailure) {
        let status: Int? = if case .httpStatus(let status) = failure.error { status } else { nil }
        self.init(failure.error, httpStatus: status, retryAfterSeconds: failure.retryAfterSeconds)
    }
}

extension OutboxProblem where Failure == ListingLoadError {
    /// Whether the changes wait for want of a network (`ListingLoadError.isForWantOfANetwork`):
    /// they are sent when it comes back, without waiting out the back-off. A server that asked
    /// for a wait (`Retry-After`) or a refused key waits as before.
    public var isForWantOfANetwork: Bool {
        if case .unreachable(let error) = self { error.isForWantOfANetwork } else { false }
    }
}

extension AccountRequestFailure: OutboxRequestFailure {
    public var failureClass: FavouritesFailureClass { FavouritesFailureClass(self) }
}
