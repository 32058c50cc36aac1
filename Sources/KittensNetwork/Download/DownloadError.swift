/// Why a download ended without its body.
public enum DownloadError: Error, Sendable, Hashable {
    /// Which of the two clocks of a download ran out.
    public enum Timeout: Sendable, Hashable {
        /// Nothing arrived (no connection step, no header, no body bytes) for the idle timeout.
        case idle
        /// The whole download took longer than its total deadline, however steadily bytes came.
        case deadline
    }

    /// Nothing answered: connection refused, network or host unreachable.
    case unreachable
    /// The host name could not be resolved (DNS).
    case nameNotResolved
    /// The TLS handshake failed, or the server's certificate was not accepted.
    case tls
    /// The proxy refused the request or could not reach the server.
    case proxy
    /// The connection broke or closed before the whole answer arrived (a reset, a body shorter
    /// than its `Content-Length`).
    case connectionLost
    /// What the server sent could not be read as HTTP: not HTTP at all, a bad encoding, or a
    /// header section over libsoup's limit (a huge line, too many fields).
    case invalidResponse
    /// One of the clocks ran out; the connection was closed.
    case timeout(Timeout)
    /// The final answer had a status outside 200...299.
    case httpStatus(Int)
    /// The body was larger than allowed: announced by `Content-Length`, or seen while reading.
    case tooLarge(limitBytes: Int)
    /// More redirects than allowed.
    case tooManyRedirects
    /// A redirect from `https` to plain `http`, which is never followed.
    case insecureRedirect
    /// A redirect without a usable `Location`: missing, unparsable, or not `http`/`https`.
    case unusableRedirect
    /// The request's URL is not an absolute `http` or `https` URL with a host.
    case unsupportedURL
    /// The caller cancelled the download.
    case cancelled
}
