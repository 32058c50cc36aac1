import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app runs its first-frame work once and connects its TheCatAPI clients once.
final class AppFirstFrameTests: XCTestCase {
    func testFirstFrameWorkAndTheDataSourceHappenOnceInARun() throws {
        try requireDisplay(for: "the kittens app")
        let page = try Fixtures.data("thecatapi-page.json")
        let server = try LoopbackHTTPServer { _ in .json(page) }
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--api-key", "test-key", "--endpoint", server.url("/v1/images/search").absoluteString],
            environment: ["XDG_CACHE_HOME": try temporaryFolder().path, "XDG_CONFIG_HOME": try temporaryFolder().path]
        )
        XCTAssertTrue(app.waitForLog("ListingStore state: ListingState(images: 10, loading: no"))
        app.terminate()
        let log = app.finish().stderr
        XCTAssertEqual(Self.count("first frame: releasing thumbnail downloads", in: log), 1, log)
        XCTAssertEqual(Self.count("the TheCatAPI clients are connected", in: log), 1, log)
    }

    private static func count(_ line: String, in log: String) -> Int {
        log.split(separator: "\n").filter { $0.contains(line) }.count
    }
}
