import Dispatch
import Foundation
@testable import KittensNetwork
import LoopbackHTTP
import XCTest

/// Downloads block on lent serial queues, not on a queue made per download: a lane given back is
/// lent again, a busy one never, and a downloader makes no more lanes than it ran downloads at once.
final class DownloadLanesTests: XCTestCase {
    func testAGivenBackLaneIsLentAgainAndABusyOneNever() {
        let lanes = DownloadLanes(label: "test.lanes", qos: .utility)
        let first = lanes.borrow()
        let second = lanes.borrow()
        XCTAssertFalse(first === second)
        lanes.giveBack(first)
        XCTAssertTrue(lanes.borrow() === first)
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
}
