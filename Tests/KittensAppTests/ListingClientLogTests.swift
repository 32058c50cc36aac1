import Foundation
import Kittens
@testable import KittensApp
import KittensNetwork
import Logging
import LoopbackHTTP
import TestSupport
import XCTest

/// The listing's client logs each request and outcome, never a key.
final class ListingClientLogTests: XCTestCase {
    /// The listing's client over `configuration`, connected and open, logging to `logger`.
    private static func logged(_ configuration: TheCatAPIConfiguration, to logger: Logger) async -> ListingClient {
        let client = ListingClient(logger: logger)
        await MainActor.run { [client] in
            client.connect(configuration, session: BoundedDownloader())
            client.open()
        }
        return client
    }

    func testEachRequestIsLoggedWithItsURLAndOutcomeButNeverTheKey() async throws {
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { request in
            request.queryValue("page") == "0" ? .json(page) : .status(500)
        }
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in lines.handler }
        let source = await Self.logged(TheCatAPIConfiguration(
            endpoint: server.url("/v1/images/search"), apiKey: "sekret-key", timeout: 2), to: logger)

        _ = await source.load(limit: 10, page: 0)
        _ = await source.load(limit: 10, page: 1)

        let url = server.url("/v1/images/search").absoluteString
        XCTAssertEqual(lines.all.count, 4, "\(lines.all)")
        XCTAssertEqual(lines.all[0], "info GET \(url)?limit=10&page=0")
        XCTAssertTrue(lines.all[1].hasPrefix("info GET \(url)?limit=10&page=0: 10 images in "), lines.all[1])
        XCTAssertTrue(lines.all[3].hasPrefix("warning GET \(url)?limit=10&page=1 failed after "), lines.all[3])
        XCTAssertTrue(lines.all[3].hasSuffix(ListingLoadError.httpStatus(500).message), lines.all[3])
        XCTAssertFalse(lines.all.joined().contains("sekret"), "the API key never reaches the log")
        XCTAssertEqual(server.requests.first?.header("x-api-key"), "sekret-key")
    }

    func testARequestWithFiltersIsLoggedWithTheirQuery() async throws {
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { _ in .json(page) }
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in lines.handler }
        let source = await Self.logged(TheCatAPIConfiguration(endpoint: server.url("/v1/images/search"), timeout: 2), to: logger)

        _ = await source.load(limit: 10, page: 0, filters: ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: true))

        let url = server.url("/v1/images/search").absoluteString
        XCTAssertEqual(lines.all.first, "info GET \(url)?limit=10&page=0 breed_ids=beng&mime_types=gif&has_breeds=1")
    }

    func testAKeyInTheEndpointIsRedactedFromEveryLineButStillSent() async throws {
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { request in
            request.queryValue("page") == "0" ? .json(page) : .status(503)
        }
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in lines.handler }
        var components = try XCTUnwrap(URLComponents(url: server.url("/v1/header-key-9f8e/search"), resolvingAgainstBaseURL: false))
        components.user = "me"
        components.password = "pass-7d6c"
        components.query = "api_key=query-key-1a2b&order=RAND&TOKEN=query-token-3c4d"
        let endpoint = try XCTUnwrap(components.url)
        let source = await Self.logged(TheCatAPIConfiguration(
            endpoint: endpoint, apiKey: "header-key-9f8e", timeout: 2), to: logger)

        _ = await source.load(limit: 10, page: 0)
        _ = await source.load(limit: 10, page: 1)

        XCTAssertEqual(lines.all.count, 4, "\(lines.all)")
        let base = "http://me:REDACTED@127.0.0.1:\(server.port)/v1/REDACTED/search"
        XCTAssertEqual(lines.all[0], "info GET \(base)?api_key=REDACTED&order=RAND&TOKEN=REDACTED&limit=10&page=0")
        for secret in ["header-key", "9f8e", "pass-7d6c", "query-key", "query-token"] {
            XCTAssertFalse(lines.all.joined(separator: "\n").contains(secret), "\(secret) in \(lines.all)")
        }
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.queryValue("api_key"), "query-key-1a2b", "the server still gets the key")
        XCTAssertEqual(request.header("x-api-key"), "header-key-9f8e")
    }

    func testAPageThatSkippedEntriesLogsOneWarningSayingHowManyAndWhy() async throws {
        let bad = try Fixtures.data("bad-entries.json")
        let good = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { request in .json(request.queryValue("page") == "0" ? bad : good) }
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in lines.handler }
        let source = await Self.logged(TheCatAPIConfiguration(
            endpoint: server.url("/search"), timeout: 2), to: logger)

        let result = await source.load(limit: 20, page: 0)
        guard case .images(let images, _, _, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(images.count, 3)
        let url = server.url("/search").absoluteString + "?limit=20&page=0"
        XCTAssertEqual(lines.warnings, [
            "GET \(url): skipped 11 of the answer's entries: "
                + "7 of the wrong type, 3 without an id or url, 1 with a URL over 2048 bytes",
        ])
        XCTAssertTrue(lines.all.contains { $0.hasPrefix("info GET \(url): 3 images in ") }, "\(lines.all)")

        lines.clear()
        _ = await source.load(limit: 20, page: 1)
        XCTAssertEqual(lines.warnings, [], "a page with nothing skipped warns of nothing")
    }
}
