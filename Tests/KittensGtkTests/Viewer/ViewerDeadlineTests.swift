import Dispatch
import Foundation
import Kittens
@testable import KittensGtk
import KittensSupport
import Locking
import LoopbackHTTP
import TestSupport
import XCTest

/// A viewer picture whose decode runs past its deadline fails as too slow at once, the
/// picture fetched ahead decodes in its place, and the slow decode's late result never shows.
final class ViewerDeadlineTests: XCTestCase {
    /// Decodes for real, except that the decode of `slow` bytes waits until the test releases it.
    private final class Gate: Sendable {
        let slow: Data
        let started = Locked(false)
        let release = DispatchSemaphore(value: 0)
        let returned = Locked(false)

        init(slow: Data) {
            self.slow = slow
        }

        func decode(
            _ data: Data, _ header: ImageHeader, _ box: (width: Int, height: Int), _ limits: ImageLimits
        ) -> Result<ViewerPicture, PictureLoadError> {
            guard data == slow else { return ViewerPictureLoader.decode(data, header, fitting: box, limits: limits) }
            started.withLock { $0 = true }
            release.wait()
            defer { returned.withLock { $0 = true } }
            return ViewerPictureLoader.decode(data, header, fitting: box, limits: limits)
        }
    }

    func testASlowPictureFailsAsTooSlowTheNextDecodesAndTheLateResultNeverShows() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let slowBytes = try Fixtures.thumbnail("kitten-640x480.png"), nextBytes = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { request in
                LoopbackResponse(headers: [("Content-Type", "image/png")], body: request.path.hasPrefix("/slow") ? slowBytes : nextBytes)
            }
            defer { server.stop() }
            let timer = ManualDeadlineTimer()
            let queue = BoundedWorkQueue(label: "test.viewer-deadline", width: 1, timer: timer)
            let gate = Gate(slow: slowBytes)
            // A failed test still lets the slow decode end.
            defer { gate.release.signal() }
            let loader = ViewerPictureLoader(configuration: .init(), decodeQueue: queue, decode: gate.decode)
            var changes: [URL] = []
            loader.onChange = { changes.append($0) }
            let slowURL = server.url("/slow.png"), nextURL = server.url("/next.png")

            loader.keep([slowURL], fitting: (800, 600))
            XCTAssertTrue(MainContext.wait(until: { gate.started.withLock { $0 } }), "the slow decode started")
            loader.keep([slowURL, nextURL], fitting: (800, 600))
            XCTAssertTrue(MainContext.wait(until: { queue.waitingCount == 1 }), "the next picture waits for the only slot")

            timer.expire(timer.count - 1)
            XCTAssertTrue(MainContext.wait(until: { changes.count == 2 }))
            guard case .failed(.refused(.tooSlow)) = loader.state(of: slowURL) else {
                return XCTFail("the slow picture is refused as too slow, not \(String(describing: loader.state(of: slowURL)))")
            }
            guard case .loaded = loader.state(of: nextURL) else { return XCTFail("the next picture decoded in its slot") }
            XCTAssertFalse(gate.returned.withLock { $0 }, "while the slow decode still ran")

            gate.release.signal()
            XCTAssertTrue(MainContext.wait(until: { gate.returned.withLock { $0 } && queue.abandonedCount == 0 }))
            MainContext.handlePendingEvents()
            XCTAssertEqual(changes, [slowURL, nextURL], "the late result changed nothing")
            guard case .failed(.refused(.tooSlow)) = loader.state(of: slowURL) else { return XCTFail("the late result is not shown") }
        }
    }
}
