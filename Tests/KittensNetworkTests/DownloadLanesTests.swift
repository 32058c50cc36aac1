import Dispatch
import Foundation
@testable import KittensNetwork
import Locking
import LoopbackHTTP
import XCTest

/// Downloads block on lent serial queues, not on a queue made per download: a lane given back is
/// lent again with its session, a busy one never, and a downloader makes no more lanes than it
/// ran downloads at once.
final class DownloadLanesTests: XCTestCase {
    func testAGivenBackLaneIsLentAgainAndABusyOneNever() {
        let sessions = Locked(0)
        let lanes = DownloadLanes(label: "test.lanes", qos: .utility) { sessions.withLock { count in
            count += 1
            return count
        } }
        let first = lanes.borrow()
        let second = lanes.borrow()
        XCTAssertFalse(first.queue === second.queue)
        XCTAssertEqual([first.session, second.session], [1, 2], "each lane has a session of its own")
        lanes.giveBack(first)
        let again = lanes.borrow()
        XCTAssertTrue(again.queue === first.queue)
        XCTAssertEqual(again.session, 1, "with its session")
        XCTAssertEqual(lanes.madeCount, 2)
    }

    func testDownloadsOneAfterAnotherShareTheirLanes() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Data([1, 2, 3])) }
        let downloader = BoundedDownloader()
        for index in 0..<20 {
            let result = await downloader.download(DownloadRequest(url: server.url("/\(index)")), limits: DownloadLimits(maxBodyBytes: 16))
            XCTAssertEqual(try result.get(), Data([1, 2, 3]))
        }
        // The lane is given back before the completion runs: the next download always finds it
        // idle, however slowly the machine goes. One lane, where there were twenty queues.
        XCTAssertEqual(downloader.lanes.madeCount, 1)
    }

    /// Downloads that run at once never share a libsoup session (`DownloadLanes` says why: two
    /// threads opening a session's first connections to one host could abort the process). Eight
    /// downloads the server holds until all eight arrived ran on eight lanes, each with a session
    /// of its own, which the next downloads use again.
    func testDownloadsRunningAtOnceEachHaveASessionOfTheirOwn() async throws {
        let inFlight = Locked(0)
        let server = try LoopbackHTTPServer { _ in
            inFlight.withLock { $0 += 1 }
            let deadline = Date().addingTimeInterval(10)
            while inFlight.withLock({ $0 }) < 8 && Date() < deadline { usleep(1_000) }
            return LoopbackResponse(body: Data([1]))
        }
        let downloader = BoundedDownloader()
        let bodies = await withTaskGroup(of: Data?.self) { group in
            for index in 0..<8 {
                group.addTask {
                    try? await downloader.download(DownloadRequest(url: server.url("/\(index)")), limits: DownloadLimits(maxBodyBytes: 16)).get()
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(bodies, Array(repeating: Data([1]), count: 8))
        XCTAssertEqual(inFlight.withLock { $0 }, 8)
        XCTAssertEqual(downloader.lanes.madeCount, 8, "all eight ran at once, each on a lane")
        let lanes = (0..<8).map { _ in downloader.lanes.borrow() }
        XCTAssertEqual(Set(lanes.map { UnsafeRawPointer($0.session.pointer) }).count, 8, "each lane has a session of its own")
        XCTAssertEqual(downloader.lanes.madeCount, 8, "lent again, with their sessions")
        for lane in lanes { downloader.lanes.giveBack(lane) }
    }
}
