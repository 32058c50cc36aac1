import Kittens
@testable import KittensNetwork
import XCTest

/// How download failures reach the user: the store's typed errors and their sentences.
final class ListingLoadErrorMappingTests: XCTestCase {
    func testEveryDownloadErrorMapsToAStoreOutcome() {
        let expected: [(DownloadError, ListingLoadResult)] = [
            (.cancelled, .cancelled),
            (.unreachable, .failure(.unreachable)),
            (.proxy, .failure(.unreachable)),
            (.connectionLost, .failure(.unreachable)),
            (.nameNotResolved, .failure(.hostNotFound)),
            (.tls, .failure(.secureConnectionFailed)),
            (.timeout(.idle), .failure(.timeout)),
            (.timeout(.deadline), .failure(.timeout)),
            (.httpStatus(503), .failure(.httpStatus(503))),
            (.tooLarge(limitBytes: 10), .failure(.tooLarge(limitBytes: 10))),
            (.tooManyRedirects, .failure(.tooManyRedirects)),
            (.insecureRedirect, .failure(.insecureRedirect)),
            (.invalidResponse, .failure(.unreadableAnswer)),
        ]
        for (error, result) in expected {
            XCTAssertEqual(ListingLoadResult(error), result, "\(error)")
        }
        for error in [DownloadError.unusableRedirect, .unsupportedURL] {
            guard case .failure(.malformed) = ListingLoadResult(error) else { return XCTFail("\(error)") }
        }
    }

    func testNewErrorsSpeakToPeople() {
        XCTAssertEqual(
            ListingLoadError.hostNotFound.message,
            "Could not find TheCatAPI's server. Check your internet connection and the address.")
        XCTAssertEqual(ListingLoadError.secureConnectionFailed.message, "A secure connection to TheCatAPI could not be made.")
        XCTAssertEqual(
            ListingLoadError.insecureRedirect.message,
            "TheCatAPI redirected to an unencrypted address, so loading was stopped.")
        for error in [ListingLoadError.hostNotFound, .secureConnectionFailed, .insecureRedirect] {
            XCTAssertTrue(error.message.hasSuffix("."), error.message)
            XCTAssertLessThan(error.message.count, 100, error.message)
        }
    }
}
