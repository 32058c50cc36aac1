/// Why a page of kittens could not be loaded.
public enum KittenLoadError: Error, Sendable, Hashable, Codable {
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
    /// The answer was not the expected JSON; the reason is technical, for logs and tests.
    case malformed(String)
    /// The answer was larger than the configured limit.
    case tooLarge(limitBytes: Int)

    /// A short sentence for the user saying what went wrong.
    public var message: String {
        switch self {
        case .unreachable:
            "Could not reach TheCatAPI. Check your internet connection, then try again."
        case .hostNotFound:
            "Could not find TheCatAPI's server. Check your internet connection and the address."
        case .secureConnectionFailed:
            "A secure connection to TheCatAPI could not be made."
        case .tooManyRedirects:
            "TheCatAPI kept redirecting the request, so loading was stopped."
        case .insecureRedirect:
            "TheCatAPI redirected to an unencrypted address, so loading was stopped."
        case .timeout:
            "The server took too long to answer."
        case .httpStatus(let code):
            "TheCatAPI answered with error \(code)\(Self.statusName(code).map { " (\($0))" } ?? "")."
                + Self.statusAdvice(code)
        case .malformed:
            "TheCatAPI sent an answer that could not be read."
        case .tooLarge(let limitBytes):
            "TheCatAPI sent more data than the \(Self.describe(bytes: limitBytes)) allowed."
        }
    }

    private static func statusName(_ code: Int) -> String? {
        switch code {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: nil
        }
    }

    private static func statusAdvice(_ code: Int) -> String {
        switch code {
        case 401, 403: " Check the API key."
        case 429: " Wait a moment, then try again."
        case 500...599: " Try again later."
        default: ""
        }
    }

    private static func describe(bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte && bytes % mebibyte == 0 { return "\(bytes / mebibyte) MB" }
        if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
