import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension KittenLoadResult {
    /// The outcome of a transfer that URLSession ended with `error`.
    ///
    /// What FoundationNetworking on Linux reports: connection refused `.cannotConnectToHost`, unknown
    /// host `.cannotFindHost`, reset mid-body `.networkConnectionLost`, body shorter than its
    /// Content-Length `.unknown`, its own redirect limit `.httpTooManyRedirects`.
    static func transportFailure(_ error: any Error) -> KittenLoadResult {
        guard let urlError = error as? URLError else { return .failure(.unreachable) }
        switch urlError.code {
        case .cancelled:
            return .cancelled
        case .timedOut:
            return .failure(.timeout)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .failure(.tooManyRedirects)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
             .zeroByteResource, .unsupportedURL, .badURL:
            return .failure(.malformed("transfer failed: URLError \(urlError.code.rawValue)"))
        default:
            return .failure(.unreachable)
        }
    }
}
