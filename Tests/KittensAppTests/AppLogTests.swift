import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// What the real app writes to standard error about its requests: never a key, and a warning
/// when an answer had entries it could not use.
final class AppLogTests: XCTestCase {
    func testTheKeyNeverReachesTheLogEvenInTheEndpointQuery() throws {
        try requireDisplay(for: "the kittens app")
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { _ in .json(page) }
        let search = server.url("/v1/images/search").absoluteString
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", search + "?api_key=query-key-5e6f&order=RAND"],
            environment: ["KITTENS_API_KEY": "env-key-7a8b", "XDG_CACHE_HOME": try temporaryFolder().path]
        )
        XCTAssertTrue(app.waitForLog("ListingStore state: ListingState(images: 10, loading: no"))
        app.terminate()
        let log = app.finish().stderr

        XCTAssertTrue(log.contains("endpoint \(search)?api_key=REDACTED&order=RAND, 10 images per page"), log)
        XCTAssertTrue(log.contains("GET \(search)?api_key=REDACTED&order=RAND&limit=10&page=0: 10 images in "), log)
        for secret in ["query-key", "5e6f", "env-key", "7a8b"] {
            XCTAssertFalse(log.contains(secret), "\(secret) in:\n\(log)")
        }
        // The breeds the filter offers (`/breeds`) and, with a key, the favourites (`/favourites`)
        // come from the same server.
        let searchRequest = server.requests.first { $0.path.hasSuffix("/images/search") }
        XCTAssertEqual(searchRequest?.queryValue("api_key"), "query-key-5e6f", "the key was still used")
        XCTAssertEqual(searchRequest?.header("x-api-key"), "env-key-7a8b")
    }

    func testAnAnswerWithBadEntriesShowsTheGoodOnesAndWarnsOnce() throws {
        try requireDisplay(for: "the kittens app")
        let page = try Fixtures.data("bad-entries.json")
        let server = try LoopbackHTTPServer { _ in .json(page) }
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString, "--page-size", "20"],
            environment: ["XDG_CACHE_HOME": try temporaryFolder().path]
        )
        XCTAssertTrue(app.waitForLog("ListingStore state: ListingState(images: 3, loading: no, error: none"), "no error banner")
        app.terminate()
        let log = app.finish().stderr

        let warnings = log.split(separator: "\n").filter { $0.contains(" warning ") }
        XCTAssertEqual(warnings.count, 1, log)
        XCTAssertTrue(warnings.first?.hasSuffix(
            "GET \(server.url("/search").absoluteString)?limit=20&page=0: skipped 11 of the answer's "
                + "entries: 7 of the wrong type, 3 without an id or url, 1 with a URL over 2048 bytes") == true, log)
    }
}
