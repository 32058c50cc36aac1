import Foundation
import Kittens
import KittensNetwork
import LoopbackHTTP
import XCTest

/// A header section libsoup refuses to read is an unreadable answer, in words that say so,
/// never "Could not reach TheCatAPI".
final class HostileHeaderTests: XCTestCase {
    private static let floods: [HeaderFlood] = [.longLine(bytes: 256 * 1024 * 1024), .manyFields(count: 200_000)]

    func testAHugeHeaderLineOrTooManyHeadersIsAnUnreadableAnswer() async throws {
        for flood in Self.floods {
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data("[]".utf8), headerFlood: flood) }
            let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(endpoint: server.url("/v1/images/search")))
            let result = await source.load(limit: 10, page: 0)
            XCTAssertEqual(result, .failure(.unreadableAnswer), "\(flood)")
            XCTAssertEqual(
                ListingLoadError.unreadableAnswer.message,
                "TheCatAPI sent an answer Kittens could not read. Try again later.")
        }
    }

    func testTheDownloaderCallsItAnInvalidResponse() async throws {
        for flood in Self.floods {
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data("[]".utf8), headerFlood: flood) }
            let result = await BoundedDownloader().download(DownloadRequest(url: server.url("/x")), limits: DownloadLimits(maxBodyBytes: 1024))
            XCTAssertEqual(result.error, .invalidResponse, "\(flood)")
        }
    }
}
