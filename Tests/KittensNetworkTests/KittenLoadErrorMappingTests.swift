import Kittens
@testable import KittensNetwork
import XCTest

/// How download failures reach the user: the store's typed errors and their sentences.
final class KittenLoadErrorMappingTests: XCTestCase {
    func testEveryDownloadErrorMapsToAStoreOutcome() {
        let expected: [(DownloadError, KittenLoadResult)] = [
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
            XCTAssertEqual(KittenLoadResult(error), result, "\(error)")
        }
        for error in [DownloadError.unusableRedirect, .unsupportedURL] {
            guard case .failure(.malformed) = KittenLoadResult(error) else { return XCTFail("\(error)") }
        }
    }

    func testNewErrorsSpeakToPeople() {
        XCTAssertEqual(
            KittenLoadError.hostNotFound.message,
            "Could not find TheCatAPI's server. Check your internet connection and the address.")
        XCTAssertEqual(KittenLoadError.secureConnectionFailed.message, "A secure connection to TheCatAPI could not be made.")
        XCTAssertEqual(
            KittenLoadError.insecureRedirect.message,
            "TheCatAPI redirected to an unencrypted address, so loading was stopped.")
        for error in [KittenLoadError.hostNotFound, .secureConnectionFailed, .insecureRedirect] {
            XCTAssertTrue(error.message.hasSuffix("."), error.message)
            XCTAssertLessThan(error.message.count, 100, error.message)
        }
    }
}
