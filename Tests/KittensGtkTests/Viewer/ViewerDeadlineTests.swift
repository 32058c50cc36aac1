import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import LoopbackHTTP
import TestSupport
import XCTest

/// A viewer picture whose decode runs past its deadline fails as too slow at once, the
/// picture fetched ahead decodes in its place, and the slow decode's late result never shows.
final class ViewerDeadlineTests: XCTestCase {
    func testASlowPictureFailsAsTooSlowTheNextDecodesAndTheLateResultNeverShows() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let slowBytes = try Fixtures.thumbnail("kitten-640x480.png"), nextBytes = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { request in
                LoopbackResponse(headers: [("Content-Type", "image/png")], body: request.path.hasPrefix("/slow") ? slowBytes : nextBytes)
            }
            defer { server.stop() }
            let clock = ManualClock()
            let queue = BoundedWorkQueue(label: "test.viewer-deadline", width: 1, clock: clock)
            let gate = DecodeGate(slow: slowBytes)
            // A failed test still lets the slow decode end.
            defer { gate.release.signal() }
            let loader = PictureLoader(configuration: .init(), decodeQueue: queue) { data, header, box, limits in
                gate.pass(data) { PictureLoader.decode(data, header, fitting: box, limits: limits) }
            }
            var changes: [URL] = []
            loader.onChange = { changes.append($0) }
            let slowURL = server.url("/slow.png"), nextURL = server.url("/next.png")

            loader.keep([slowURL], fitting: (800, 600))
            XCTAssertTrue(MainContext.wait(until: { gate.started }), "the slow decode started")
            loader.keep([slowURL, nextURL], fitting: (800, 600))
            XCTAssertTrue(MainContext.wait(until: { queue.waitingCount == 1 }), "the next picture waits for the only slot")

            clock.advance(by: queue.deadline)
            XCTAssertTrue(MainContext.wait(until: { changes.count == 2 }))
            guard case .failed(.refused(.tooSlow)) = loader.state(of: slowURL) else {
                return XCTFail("the slow picture is refused as too slow, not \(String(describing: loader.state(of: slowURL)))")
            }
            guard case .loaded = loader.state(of: nextURL) else { return XCTFail("the next picture decoded in its slot") }
            XCTAssertFalse(gate.returned, "while the slow decode still ran")

            gate.release.signal()
            XCTAssertTrue(MainContext.wait(until: { gate.returned && queue.abandonedCount == 0 }))
            MainContext.handlePendingEvents()
            XCTAssertEqual(changes, [slowURL, nextURL], "the late result changed nothing")
            guard case .failed(.refused(.tooSlow)) = loader.state(of: slowURL) else { return XCTFail("the late result is not shown") }
        }
    }
}
