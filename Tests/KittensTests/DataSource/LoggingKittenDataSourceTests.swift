import Foundation
import Kittens
import Logging
import LoopbackHTTP
import TestSupport
import XCTest

final class LoggingKittenDataSourceTests: XCTestCase {
    func testEachRequestIsLoggedWithItsURLAndOutcomeButNeverTheKey() async throws {
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { request in
            request.queryValue("page") == "0" ? .json(page) : .status(500)
        }
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in lines.handler }
        let source = TheCatAPIDataSource(configuration: TheCatAPIConfiguration(
            endpoint: server.url("/v1/images/search"), apiKey: "sekret-key", timeout: 2)).logging(to: logger)

        _ = await source.load(limit: 10, page: 0)
        _ = await source.load(limit: 10, page: 1)

        let url = server.url("/v1/images/search").absoluteString
        XCTAssertEqual(lines.all.count, 4, "\(lines.all)")
        XCTAssertEqual(lines.all[0], "info GET \(url)?limit=10&page=0")
        XCTAssertTrue(lines.all[1].hasPrefix("info GET \(url)?limit=10&page=0: 10 images in "), lines.all[1])
        XCTAssertTrue(lines.all[3].hasPrefix("warning GET \(url)?limit=10&page=1 failed after "), lines.all[3])
        XCTAssertTrue(lines.all[3].hasSuffix(KittenLoadError.httpStatus(500).message), lines.all[3])
        XCTAssertFalse(lines.all.joined().contains("sekret"), "the API key never reaches the log")
        XCTAssertEqual(server.requests.first?.header("x-api-key"), "sekret-key")
    }
}
