import Kittens

extension ListingLoadResult {
    /// The outcome of a page load whose download failed with `error`.
    init(_ error: DownloadError) {
        switch error {
        case .cancelled: self = .cancelled
        case .unreachable, .proxy, .connectionLost: self = .failure(.unreachable)
        case .nameNotResolved: self = .failure(.hostNotFound)
        case .tls: self = .failure(.secureConnectionFailed)
        case .timeout: self = .failure(.timeout)
        case .httpStatus(let code): self = .failure(.httpStatus(code))
        case .tooLarge(let limitBytes): self = .failure(.tooLarge(limitBytes: limitBytes))
        case .tooManyRedirects: self = .failure(.tooManyRedirects)
        case .insecureRedirect: self = .failure(.insecureRedirect)
        case .unusableRedirect: self = .failure(.malformed("redirect without a usable http(s) location"))
        case .invalidResponse: self = .failure(.unreadableAnswer)
        case .unsupportedURL: self = .failure(.malformed("endpoint is not an absolute http(s) URL"))
        }
    }
}
