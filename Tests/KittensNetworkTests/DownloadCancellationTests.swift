import Foundation
@testable import KittensNetwork
import KittensSupport
import Locking
import LoopbackHTTP
import TestSupport
import XCTest

/// Cancelling from the main thread never blocks, wherever the blocking send is, and ends the
/// download at once with `.cancelled`, the completion running exactly once; the worker's
/// blocking call is woken too, so no thread waits out a stuck server.
final class DownloadCancellationTests: XCTestCase {
    /// Never reached: the downloaders' clocks do not move, so only a cancel ends these downloads.
    private let patient = DownloadLimits(maxBodyBytes: 1 << 20, idleTimeout: .seconds(60), totalDeadline: .seconds(120))
    /// What `cancel` may take on the calling thread; a blocking cancel waits seconds here.
    private let quickCall: Duration = .milliseconds(100)

    @MainActor
    private func cancelTimed(_ handle: DownloadHandle) -> Duration {
        let started = ContinuousClock.now
        handle.cancel()
        return ContinuousClock.now - started
    }

    @MainActor
    func testCancelDuringConnectReturnsAtOnceAndEndsTheDownload() async throws {
        let listener = try StalledListener()
        let probe = DownloadProbe(self, awaiting: [.connecting])
        let handle = probe.start(BoundedDownloader(clock: ManualClock()), try XCTUnwrap(URL(string: "http://127.0.0.1:\(listener.port)/")), limits: patient)
        await fulfillment(of: [probe.reached(.connecting)], timeout: 5)

        XCTAssertLessThan(cancelTimed(handle), quickCall)
        await fulfillment(of: [probe.completed, probe.ended], timeout: 2)
        XCTAssertEqual(probe.outcome?.error, .cancelled)
        XCTAssertFalse(probe.phases.contains(.readingBody))
    }

    @MainActor
    func testCancelWhileWaitingForTheAnswerReturnsAtOnceAndEndsTheDownload() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data("[]".utf8), delayBeforeHeaders: 60) }
        let probe = DownloadProbe(self)
        let handle = probe.start(BoundedDownloader(clock: ManualClock()), server.url("/slow"), limits: patient)
        await Self.waitForRequest(on: server)

        XCTAssertLessThan(cancelTimed(handle), quickCall)
        await fulfillment(of: [probe.completed, probe.ended], timeout: 2)
        XCTAssertEqual(probe.outcome?.error, .cancelled)
    }

    @MainActor
    func testCancelDuringTheBodyReturnsAtOnceAndEndsTheDownload() async throws {
        let server = try LoopbackHTTPServer { _ in
            LoopbackResponse(body: Data(repeating: 0x20, count: 10_000), ending: .hangAfter(bytes: 100))
        }
        let probe = DownloadProbe(self, awaiting: [.readingBody])
        let handle = probe.start(BoundedDownloader(clock: ManualClock()), server.url("/body"), limits: patient)
        await fulfillment(of: [probe.reached(.readingBody)], timeout: 5)

        XCTAssertLessThan(cancelTimed(handle), quickCall)
        await fulfillment(of: [probe.completed, probe.ended], timeout: 2)
        XCTAssertEqual(probe.outcome?.error, .cancelled)
    }

    /// The race the URLSession source lost: a cancel that lands after the download was made
    /// and before the completion is registered still ends it at once, and nothing is sent.
    func testCancelThatLandsBeforeTheCompletionIsRegisteredEndsTheDownloadAndSendsNothing() async throws {
        let server = try LoopbackHTTPServer { _ in .json(Data("[]".utf8)) }
        let downloader = BoundedDownloader(clock: ManualClock())
        let probe = DownloadProbe(self)
        probe.ended.isInverted = true
        let download = Download(request: DownloadRequest(url: server.url("/x")), limits: patient, observePhase: probe.observe)
        download.cancel()
        downloader.begin(download, completion: probe.complete)
        await fulfillment(of: [probe.completed], timeout: 1)
        XCTAssertEqual(probe.outcome?.error, .cancelled)
        await fulfillment(of: [probe.ended], timeout: 0.2)
        XCTAssertEqual(probe.phases, [], "no worker ran")
        XCTAssertEqual(server.requests.count, 0)
    }

    func testCancelsRacingTheDownloadCompleteEachExactlyOnce() async throws {
        let body = try Fixtures.data("duplicates.json")
        let server = try LoopbackHTTPServer { _ in .json(body) }
        let downloader = BoundedDownloader(clock: ManualClock())
        let probes = (0..<100).map { _ in DownloadProbe(self) }
        for (index, probe) in probes.enumerated() {
            let handle = probe.start(downloader, server.url("/race"), limits: patient)
            DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(index * 200)) { handle.cancel() }
        }
        await fulfillment(of: probes.flatMap { [$0.completed, $0.ended] }, timeout: 10)
        for probe in probes {
            guard let outcome = probe.outcome else { continue }
            XCTAssertTrue(outcome.body == body || outcome.error == .cancelled, "\(outcome)")
        }
    }

    func testAsyncDownloadInACancelledTaskEndsAtOnce() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data("[]".utf8), delayBeforeHeaders: 60) }
        let downloader = BoundedDownloader(clock: ManualClock())
        let limits = patient
        let task = Task { await downloader.download(DownloadRequest(url: server.url("/slow")), limits: limits) }
        await Self.waitForRequest(on: server)
        task.cancel()
        let result = await task.value
        XCTAssertEqual(result.error, .cancelled)
    }

    private static func waitForRequest(on server: LoopbackHTTPServer) async {
        await waitUntil("the request reached the server") { !server.requests.isEmpty }
    }
}
