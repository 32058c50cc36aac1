import Foundation
@testable import KittensPictures
import LoopbackHTTP
import TestSupport
import XCTest

/// The thumbnail loader makes its libsoup session on a background thread at its first download,
/// never on the main thread: requests asked for meanwhile wait for it (and count as running, so
/// the bound on downloads holds), one cancelled meanwhile is never sent, and the others load.
final class ThumbnailSessionTests: XCTestCase {
    func testRequestsWaitForTheSessionMadeOffTheMainThreadAndACancelledOneIsNeverSent() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let png = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
            defer { server.stop() }
            var configuration = ThumbnailLoader.Configuration()
            configuration.maxConcurrentLoads = 2
            let loader = ThumbnailLoader(configuration: configuration)
            var loaded = 0
            loader.load(server.url("/a.png")) { if case .loaded = $0 { loaded += 1 } }
            let dropped = try XCTUnwrap(loader.load(server.url("/dropped.png")) { _ in XCTFail("a cancelled request completed") })
            loader.load(server.url("/b.png")) { if case .loaded = $0 { loaded += 1 } }
            // The session is made on another thread and handed over through the main loop, which
            // has not run yet: the first two wait for it, the third waits for a slot.
            XCTAssertEqual(loader.runningCount, 2)
            loader.cancel(dropped)
            XCTAssertTrue(MainContext.wait(until: { loaded == 2 && loader.runningCount == 0 }))
            XCTAssertEqual(Set(server.requests.map(\.path)), ["/a.png", "/b.png"])
        }
    }
}
