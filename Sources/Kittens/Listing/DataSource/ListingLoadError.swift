/// Why a page of kittens could not be loaded.
public enum ListingLoadError: Error, Sendable, Hashable, Codable {
    /// No connection to the server: offline, unknown host, connection refused or lost.
    case unreachable
    /// The server's name could not be resolved.
    case hostNotFound
    /// No secure (TLS) connection could be made, or the server's certificate was not trusted.
    case secureConnectionFailed
    /// The server kept redirecting the request.
    case tooManyRedirects
    /// The server redirected from `https` to plain `http`, which is refused.
    case insecureRedirect
    /// The server did not answer within the configured time.
    case timeout
    /// The server answered with a status outside 200...299.
    case httpStatus(Int)
    /// The server said it is busy (`status` 429 Too Many Requests or 503 Service Unavailable)
    /// and, in `Retry-After`, asked to wait `retryAfterSeconds` before asking again; nil when it
    /// did not say.
    case serverBusy(status: Int, retryAfterSeconds: Int?)
    /// The answer could not be read as HTTP (not HTTP, a bad encoding, headers too big), so
    /// nothing of it could be looked at.
    case unreadableAnswer
    /// The answer was not the expected JSON; the reason is technical, for logs and tests.
    case malformed(String)
    /// The answer was larger than the configured limit.
    case tooLarge(limitBytes: Int)
    /// An empty page where the count (`Pagination-Count`, `counted`) says more pictures follow,
    /// as a server between two states may send. Retry asks for the page again; Refresh reads the
    /// count anew.
    case emptyPage(counted: Int)
}
