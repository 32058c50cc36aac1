import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import LoopbackHTTP
import TestSupport
import XCTest

/// In a replay the viewer downloads nothing: the picture fails at once, saying why.
final class ViewerReplayTests: XCTestCase {
    func testAViewerThatDownloadsNothingSaysWhyAndConnectsNowhere() throws {
        try MainActor.assumeIsolated {
            _ = try GtkTestEnvironment.start()
            let png = try Fixtures.thumbnail("kitten-320x240.png")
            let server = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
            defer { server.stop() }
            var configuration = PictureLoader.Configuration()
            configuration.downloadsPictures = false
            let loader = PictureLoader(configuration: configuration)
            var changes: [URL] = []
            loader.onChange = { changes.append($0) }
            let url = server.url("/k1.png")

            loader.keep([url], fitting: (800, 600))
            XCTAssertTrue(MainContext.wait(until: { changes == [url] }))
            guard case .failed(let failure) = loader.state(of: url) else {
                return XCTFail("the picture fails, not \(String(describing: loader.state(of: url)))")
            }
            XCTAssertEqual(failure, .notDownloadedInReplay)
            XCTAssertEqual(
                failure.message,
                "Pictures are not downloaded while a recording is replayed; start with --replay-network to download them.")
            XCTAssertEqual(server.requests.count, 0)
        }
    }
}
