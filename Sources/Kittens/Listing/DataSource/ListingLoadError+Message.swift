import Localization

// In a file of its own, so that the page parser's fuzz target (Tests/Fuzz/parser) can compile
// ListingLoadError without the Localization module.
extension ListingLoadError {
    /// A short sentence for the user saying what went wrong, in the user's language.
    public var message: String {
        switch self {
        case .unreachable:
            localized("Could not reach TheCatAPI. Check your internet connection, then try again.")
        case .hostNotFound:
            localized("Could not find TheCatAPI's server. Check your internet connection and the address.")
        case .secureConnectionFailed:
            localized("A secure connection to TheCatAPI could not be made.")
        case .tooManyRedirects:
            localized("TheCatAPI kept redirecting the request, so loading was stopped.")
        case .insecureRedirect:
            localized("TheCatAPI redirected to an unencrypted address, so loading was stopped.")
        case .timeout:
            localized("The server took too long to answer.")
        case .httpStatus(let code), .serverBusy(let code, _):
            [Self.statusSentence(code), Self.statusAdvice(code)].compactMap { $0 }.joined(separator: " ")
        case .unreadableAnswer:
            localized("TheCatAPI sent an answer Kittens could not read. Try again later.")
        case .malformed:
            localized("TheCatAPI sent an answer that could not be read.")
        case .tooLarge(let limitBytes):
            localized("TheCatAPI sent more data than the {size} allowed.", ["size": Self.describe(bytes: limitBytes)])
        case .emptyPage:
            localized("TheCatAPI sent no pictures where it counts more. Try again.")
        }
    }

    private static func statusSentence(_ code: Int) -> String {
        switch code {
        case 407:
            // Answered by a proxy, not by TheCatAPI: the words say who asks for what.
            return localized("A proxy between this computer and TheCatAPI asks for a password (error 407).")
        case 405, 413, 421, 451:
            return localized(
                "The request was refused on its way to TheCatAPI (error {code}): a proxy, a firewall or a content network may stand in between.",
                ["code": String(code)])
        default:
            break
        }
        guard let name = statusName(code) else {
            return localized("TheCatAPI answered with error {code}.", ["code": String(code)])
        }
        return localized("TheCatAPI answered with error {code} ({name}).", ["code": String(code), "name": name])
    }

    private static func statusName(_ code: Int) -> String? {
        switch code {
        case 400: localized("Bad Request")
        case 401: localized("Unauthorized")
        case 403: localized("Forbidden")
        case 404: localized("Not Found")
        case 408: localized("Request Timeout")
        case 429: localized("Too Many Requests")
        case 500: localized("Internal Server Error")
        case 502: localized("Bad Gateway")
        case 503: localized("Service Unavailable")
        case 504: localized("Gateway Timeout")
        default: nil
        }
    }

    private static func statusAdvice(_ code: Int) -> String? {
        switch code {
        case 401, 403: localized("Check the API key.")
        case 404: localized("Check the address Kittens uses for TheCatAPI.")
        case 407: localized("Check the network's proxy settings.")
        case 429: localized("Wait a moment, then try again.")
        case 500...599: localized("Try again later.")
        default: nil
        }
    }

    private static func describe(bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte && bytes % mebibyte == 0 {
            return localized("{megabytes} MB", ["megabytes": String(bytes / mebibyte)])
        }
        if bytes >= 1024 && bytes % 1024 == 0 { return localized("{kilobytes} KB", ["kilobytes": String(bytes / 1024)]) }
        return localizedPlural("{count} byte", "{count} bytes", count: bytes)
    }
}
