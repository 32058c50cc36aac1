import Foundation
@testable import KittensNetwork
import LoopbackHTTP
import XCTest

/// The idle timeout and the total deadline, kept by the download itself with sub-second
/// precision (libsoup's own timeouts count whole seconds), against servers that stall or dribble.
final class DownloadClockTests: XCTestCase {
    private func download(_ url: URL, limits: DownloadLimits) async -> (Result<Data, DownloadError>, Duration) {
        let started = ContinuousClock.now
        let result = await BoundedDownloader().download(DownloadRequest(url: url), limits: limits)
        return (result, ContinuousClock.now - started)
    }

    func testIdleTimeoutOfAFractionOfASecondEndsAStalledBody() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data(repeating: 0x20, count: 10_000), ending: .hangAfter(bytes: 100))
        }
        let limits = DownloadLimits(maxBodyBytes: 1 << 20, idleTimeout: .milliseconds(250), totalDeadline: .seconds(30))
        let (result, elapsed) = await download(server.url("/stall"), limits: limits)
        XCTAssertEqual(result.error, .timeout(.idle))
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(250))
        XCTAssertLessThan(elapsed, .milliseconds(900), "not rounded up to a whole second")
    }

    func testIdleTimeoutCountsWhileWaitingForTheAnswer() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data("[]".utf8), delayBeforeHeaders: 30) }
        let limits = DownloadLimits(maxBodyBytes: 1 << 20, idleTimeout: .milliseconds(300), totalDeadline: .seconds(30))
        let (result, elapsed) = await download(server.url("/late"), limits: limits)
        XCTAssertEqual(result.error, .timeout(.idle))
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(300))
        XCTAssertLessThan(elapsed, .seconds(1))
    }

    func testABodyThatKeepsComingIsNotIdle() async throws {
        let body = Data((0..<300).map { UInt8($0 % 251) })
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: body, ending: .dribble(bytes: 20, interval: 0.05))
        }
        let limits = DownloadLimits(maxBodyBytes: 1 << 20, idleTimeout: .milliseconds(400), totalDeadline: .seconds(30))
        let (result, elapsed) = await download(server.url("/steady"), limits: limits)
        XCTAssertEqual(result.body, body)
        XCTAssertGreaterThan(elapsed, .milliseconds(600), "15 steps of 50 ms: longer than the idle timeout")
    }

    func testTotalDeadlineEndsABodyThatNeverStopsDribbling() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data(repeating: 0x20, count: 100_000), framing: .chunked, ending: .dribble(bytes: 16, interval: 0.02))
        }
        let limits = DownloadLimits(maxBodyBytes: 1 << 20, idleTimeout: .milliseconds(400), totalDeadline: .milliseconds(700))
        let (result, elapsed) = await download(server.url("/dribble"), limits: limits)
        XCTAssertEqual(result.error, .timeout(.deadline))
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(700))
        XCTAssertLessThan(elapsed, .milliseconds(1_500))
    }

    func testTheDeadlineCountsAcrossRedirects() async throws {
        let server = try LoopbackHTTPServer { request in
            LoopbackResponse(status: 302, headers: [("Location", request.path + "x")], delayBeforeHeaders: 0.15)
        }
        let limits = DownloadLimits(
            maxBodyBytes: 1 << 20, idleTimeout: .milliseconds(400), totalDeadline: .milliseconds(500), maxRedirects: 20)
        let (result, elapsed) = await download(server.url("/r"), limits: limits)
        XCTAssertEqual(result.error, .timeout(.deadline))
        XCTAssertLessThan(elapsed, .seconds(1))
        XCTAssertLessThan(server.requests.count, 6)
    }
}
