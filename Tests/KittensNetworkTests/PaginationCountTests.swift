import Foundation
import Kittens
import KittensSupport
@testable import KittensNetwork
import LoopbackHTTP
import TestSupport
import XCTest

/// With a key, the listing's size from the answer's `Pagination-Count`, against a real HTTP
/// server on 127.0.0.1; without one, random pages and no total.
final class PaginationCountTests: XCTestCase {
    private func server(count: String?) throws -> LoopbackHTTPServer {
        let body = try Fixtures.data("thecatapi-page.json")
        return try LoopbackHTTPServer { _ in
            var headers = [(name: "Content-Type", value: "application/json")]
            if let count { headers.append((name: "Pagination-Count", value: count)) }
            return LoopbackResponse(headers: headers, body: body)
        }
    }

    private func load(count: String?, apiKey: String? = "live_abc123", filters: ListingFilters = .none) async throws
        -> (result: ListingLoadResult, request: LoopbackRequest) {
        let server = try server(count: count)
        defer { server.stop() }
        let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(
            endpoint: server.url("/v1/images/search"), apiKey: apiKey.map { APIKey($0) }, timeout: 5))
        let result = await source.load(limit: 10, page: 2, filters: filters)
        return (result, try XCTUnwrap(server.requests.first))
    }

    func testWithAKeyThePageAsksForAscendingOrderAndTheHeaderGivesTheTotal() async throws {
        let (result, request) = try await load(count: "67")
        guard case .images(let images, _, let totalCount, let drawnAtRandom) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(images.count, 10)
        XCTAssertEqual(totalCount, 67)
        XCTAssertFalse(drawnAtRandom)
        XCTAssertEqual(request.queryItems.first { $0.name == "order" }?.value, "ASC")
    }

    func testAnOrderTheFiltersChoseIsKept() async throws {
        let (result, request) = try await load(count: "67", filters: ListingFilters(order: .descending))
        guard case .images(_, _, let totalCount, _) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(totalCount, 67)
        XCTAssertEqual(request.queryItems.filter { $0.name == "order" }.map(\.value), ["DESC"])

        let (random, _) = try await load(count: "67", filters: ListingFilters(order: .random))
        guard case .images(_, _, let randomTotal, let drawnAtRandom) = random else { return XCTFail("\(random)") }
        XCTAssertNil(randomTotal, "a random listing has no end to count to")
        XCTAssertTrue(drawnAtRandom)
    }

    func testWithoutAKeyPagesAreRandomAndNoTotalIsPassedOn() async throws {
        let (result, request) = try await load(count: "67", apiKey: nil)
        guard case .images(_, _, let totalCount, let drawnAtRandom) = result else { return XCTFail("\(result)") }
        XCTAssertNil(totalCount)
        XCTAssertTrue(drawnAtRandom, "TheCatAPI draws pages at random without a key")
        XCTAssertFalse(request.queryItems.contains { $0.name == "order" })
    }

    func testAMissingOrUnusableCountIsNoTotalAndThePageStillLoads() async throws {
        for count in [nil, "", "-3", "+3", "3.5", "0x10", "1e3", "12 34", "9999999999", "100000001", "٣"] as [String?] {
            let (result, _) = try await load(count: count)
            guard case .images(let images, _, let totalCount, _) = result else { return XCTFail("\(String(describing: count)): \(result)") }
            XCTAssertEqual(images.count, 10)
            XCTAssertNil(totalCount, String(describing: count))
        }
    }

    func testTheCountIsReadAsPlainDigits() {
        XCTAssertEqual(TheCatAPIPage.totalCount(from: "0"), 0)
        XCTAssertEqual(TheCatAPIPage.totalCount(from: " 67\t"), 67)
        XCTAssertEqual(TheCatAPIPage.totalCount(from: "100000000"), 100_000_000)
        XCTAssertNil(TheCatAPIPage.totalCount(from: "100000001"))
        XCTAssertNil(TheCatAPIPage.totalCount(from: String(repeating: "9", count: 300)))
    }
}
