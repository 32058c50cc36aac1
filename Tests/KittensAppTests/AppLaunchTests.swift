import Foundation
import LoopbackHTTP
import XCTest

/// The real app against a loopback TheCatAPI, in a real window.
final class AppLaunchTests: XCTestCase {
    func testTheAppRequestsTheFirstPageOnceAndLogsEveryStoreTransition() throws {
        try requireDisplay()
        let page = try Data(contentsOf: repositoryRoot.appendingPathComponent("data/fixtures/thecatapi-page.json"))
        let server = try LoopbackHTTPServer { _ in .json(page) }
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--page-size", "10"],
            environment: ["KITTENS_ENDPOINT": server.url("/v1/images/search").absoluteString]
        )
        let deadline = Date().addingTimeInterval(20)
        while server.requests.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 1)
        app.terminate()
        let log = app.finish().stderr

        XCTAssertEqual(server.requests.count, 1, "the first page is requested exactly once")
        XCTAssertEqual(server.requests.first?.path, "/v1/images/search")
        XCTAssertEqual(server.requests.first?.queryValue("page"), "0")
        XCTAssertEqual(server.requests.first?.queryValue("limit"), "10")
        for line in [
            "KittenStore action: loadFirstPage",
            "KittenStore message: started(refresh)",
            "KittenStore state: KittenState(images: 0, loading: refresh",
            "KittenStore message: loaded(refresh, 10 images, isLastPage: false)",
            "KittenStore state: KittenState(images: 10, loading: no",
        ] {
            XCTAssertTrue(log.contains(line), "missing \"\(line)\" in:\n\(log)")
        }
    }
}

let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
