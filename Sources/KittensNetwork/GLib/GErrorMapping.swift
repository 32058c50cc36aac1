internal import CSoup

extension DownloadError {
    /// The download error a failed GIO or libsoup call reported. `G_IO_ERROR_CANCELLED` maps to
    /// `.cancelled`; the download replaces it with the reason it cancelled for (a timeout, a
    /// size cap, the caller).
    init(_ error: UnsafePointer<GError>) {
        let domain = error.pointee.domain
        let code = UInt32(bitPattern: error.pointee.code)
        if domain == g_io_error_quark() {
            self = Self.isHeaderTooBig(error) ? .invalidResponse : Self.ioError(code)
        } else if domain == g_resolver_error_quark() {
            self = .nameNotResolved
        } else if domain == g_tls_error_quark() {
            self = .tls
        } else if domain == kittens_soup_session_error_quark() {
            self = Self.sessionError(code)
        } else {
            self = .connectionLost
        }
    }

    private static func ioError(_ code: UInt32) -> DownloadError {
        switch code {
        case G_IO_ERROR_CANCELLED.rawValue:
            .cancelled
        case G_IO_ERROR_TIMED_OUT.rawValue:
            .timeout(.idle)
        case G_IO_ERROR_CONNECTION_REFUSED.rawValue, G_IO_ERROR_NETWORK_UNREACHABLE.rawValue,
             G_IO_ERROR_HOST_UNREACHABLE.rawValue, G_IO_ERROR_NOT_CONNECTED.rawValue:
            .unreachable
        case G_IO_ERROR_HOST_NOT_FOUND.rawValue:
            .nameNotResolved
        case G_IO_ERROR_PROXY_FAILED.rawValue, G_IO_ERROR_PROXY_AUTH_FAILED.rawValue,
             G_IO_ERROR_PROXY_NEED_AUTH.rawValue, G_IO_ERROR_PROXY_NOT_ALLOWED.rawValue:
            .proxy
        case G_IO_ERROR_INVALID_DATA.rawValue:
            .invalidResponse
        default:
            .connectionLost
        }
    }

    /// libsoup ends a header section over its limit (64 KiB: one long line or many fields) with
    /// `G_IO_ERROR_PARTIAL_INPUT`, the code it also gives a connection closed before any answer.
    /// Only the message tells them apart; libsoup translates it in its own gettext domain, so
    /// it is compared with the same translation.
    private static func isHeaderTooBig(_ error: UnsafePointer<GError>) -> Bool {
        guard UInt32(bitPattern: error.pointee.code) == G_IO_ERROR_PARTIAL_INPUT.rawValue,
              let message = error.pointee.message.map({ String(cString: $0) }) else { return false }
        let headerTooBig = "Header too big"
        return message == headerTooBig || g_dgettext(libsoupTextDomain, headerTooBig).map { String(cString: $0) } == message
    }

    private static let libsoupTextDomain = "libsoup-3.0"

    private static func sessionError(_ code: UInt32) -> DownloadError {
        switch code {
        case KITTENS_SOUP_SESSION_ERROR_TOO_MANY_REDIRECTS:
            .tooManyRedirects
        case KITTENS_SOUP_SESSION_ERROR_REDIRECT_NO_LOCATION, KITTENS_SOUP_SESSION_ERROR_REDIRECT_BAD_URI:
            .unusableRedirect
        case KITTENS_SOUP_SESSION_ERROR_TOO_MANY_RESTARTS:
            .connectionLost
        default:
            .invalidResponse
        }
    }
}
