import Foundation
import Kittens
import KittensNetwork
import XCTest

/// The key goes to the API base's origin only: an endpoint elsewhere gets none.
final class APIKeyOriginTests: XCTestCase {
    private func keyHeaders(endpoint: String, base: String?) throws -> [DownloadRequest.Header] {
        let configuration = TheCatAPIConfiguration(
            endpoint: try XCTUnwrap(URL(string: endpoint)),
            base: try base.map { try XCTUnwrap(TheCatAPIBase(url: try XCTUnwrap(URL(string: $0)))) },
            apiKey: "live_key")
        let request = try XCTUnwrap(SoupListingDataSource.request(configuration: configuration, limit: 2, page: 0))
        return request.headers.filter { $0.name == "x-api-key" }
    }

    func testAnEndpointOnTheBasesOriginGetsTheKeyScopedToIt() throws {
        XCTAssertEqual(try keyHeaders(endpoint: "http://127.0.0.1:9/v1/images/search", base: nil),
                       [DownloadRequest.Header(name: "x-api-key", value: "live_key", scope: .originOnly)])
        XCTAssertEqual(try keyHeaders(endpoint: "http://127.0.0.1:9/other", base: "http://127.0.0.1:9/v1").count, 1)
    }

    func testAnEndpointOnAnotherOriginGetsNoKey() throws {
        XCTAssertEqual(try keyHeaders(endpoint: "http://127.0.0.1:9/v1/images/search", base: "http://127.0.0.1:10/v1"), [])
        XCTAssertEqual(try keyHeaders(endpoint: "http://127.0.0.1:9/v1/images/search", base: "https://127.0.0.1:9/v1"), [])
        XCTAssertEqual(try keyHeaders(endpoint: "https://mirror.example/images/search", base: "https://api.thecatapi.com/v1"), [])
    }
}
