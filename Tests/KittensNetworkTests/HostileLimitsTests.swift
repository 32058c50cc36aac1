import Foundation
import Kittens
import KittensNetwork
import LoopbackHTTP
import XCTest

/// Limits that make no sense end downloads with a clear error, never a crash or a hang.
final class HostileLimitsTests: XCTestCase {
    func testNegativeBodyCapRefusesEveryBody() async throws {
        for framing in [LoopbackResponse.Framing.contentLength, .chunked, .closeDelimited] {
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data("[]".utf8), framing: framing) }
            let result = await BoundedDownloader().download(DownloadRequest(url: server.url("/x")), limits: DownloadLimits(maxBodyBytes: -5))
            XCTAssertEqual(result.error, .tooLarge(limitBytes: 0), "\(framing)")
        }
    }

    func testTimeoutThatIsNotANumberTimesOutAtOnce() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data("[]".utf8), delayBeforeHeaders: 30) }
        for timeout in [TimeInterval.nan, -1, 0] {
            let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(endpoint: server.url("/x"), timeout: timeout))
            let result = await source.load(limit: 10, page: 0)
            XCTAssertEqual(result, .failure(.timeout), "\(timeout)")
        }
    }

    func testNegativeRedirectLimitFollowsNone() async throws {
        let server = try LoopbackHTTPServer { request in .redirect(to: request.path + "x") }
        let limits = DownloadLimits(maxBodyBytes: 1024, maxRedirects: -3)
        let result = await BoundedDownloader().download(DownloadRequest(url: server.url("/r")), limits: limits)
        XCTAssertEqual(result.error, .tooManyRedirects)
        XCTAssertEqual(server.requests.count, 1)
    }
}
