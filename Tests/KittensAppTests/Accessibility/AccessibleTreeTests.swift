import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app as assistive technology sees it: on the test's own session and accessibility
/// buses, `check-accessible-tree.py` (next to this file, run with Debian's /usr/bin/python3 and
/// python3-pyatspi) walks the app's accessible tree over AT-SPI, fails on an unnamed control or
/// picture (also in the primary menu, opened through its button's action, and in the gallery,
/// shown through its toggle's), checks that rows and gallery cells are named by their picture
/// with their URL as description, shows the Rate page and likes its picture through Like's
/// accessible action, and presses Refresh through its accessible action.
final class AccessibleTreeTests: XCTestCase {
    func testEveryControlPictureRowAndCellIsNamedOverATSPIAndRefreshWorksThroughItsAccessibleAction() throws {
        try requireDisplay(for: "the kittens app")
        let session = try AccessibleSession()
        defer { session.stop() }
        let png = try Data(contentsOf: Fixtures.directory.appendingPathComponent("thumbnails/kitten-320x240.png"))
        let images = try LoopbackHTTPServer { _ in LoopbackResponse(headers: [("Content-Type", "image/png")], body: png) }
        defer { images.stop() }
        let ids = (0..<10).map { String(format: "k%06d", $0) }
        let page = try JSONSerialization.data(withJSONObject: ids.map { id in
            var image: [String: Any] = ["id": id, "url": images.url("/images/\(id).png").absoluteString, "width": 320, "height": 240]
            if id == ids[1] { image["breeds"] = [["id": "beng", "name": "Bengal"]] }
            return image
        })
        let server = try LoopbackHTTPServer { _ in .json(page) }
        defer { server.stop() }
        let app = try KittensProcess(
            arguments: ["--endpoint", server.url("/search").absoluteString, "--page-size", "10", "--log-level", "debug"],
            environment: session.appEnvironment.merging([
                "XDG_CACHE_HOME": try temporaryFolder().path, "XDG_CONFIG_HOME": try temporaryFolder().path,
            ]) { $1 }
        )
        defer {
            app.terminate()
            let log = app.finish().stderr
            if (testRun?.totalFailureCount ?? 0) > 0 { print("the app's log:\n\(log)") }
        }
        // GTK makes accessible objects for what is mapped: wait for the window and its rows.
        XCTAssertTrue(app.waitForLog("first frame: "), "the window showed")
        XCTAssertTrue(app.waitForLog("ListingStore state: ListingState(images: 10, loading: no"), "the rows loaded")
        // The listing's pages (10 pictures); the Rate page asks the same search for its own.
        let firstPages = server.requests.filter { $0.queryValue("page") == "0" && $0.queryValue("limit") == "10" }.count
        XCTAssertEqual(firstPages, 1)

        let result = try session.runScript("check-accessible-tree.py", [String(app.process.processIdentifier)])
        XCTAssertEqual(result.status, 0, "the accessible tree:\n\(result.text)")
        XCTAssertFalse(result.text.contains("unnamed:"), result.text)
        XCTAssertTrue(result.text.contains("refresh pressed: True"), result.text)
        XCTAssertTrue(result.text.contains("named: Cat picture k000000"), result.text)
        XCTAssertFalse(result.text.contains("misnamed:"), result.text)
        let first = images.url("/images/k000000.png").absoluteString
        XCTAssertTrue(result.text.contains("row: Cat picture k000000 | \(first)\n"), "a row is named by its picture, its URL the description: \(result.text)")
        XCTAssertTrue(result.text.contains("row: Cat picture k000001, Bengal | "), result.text)
        XCTAssertTrue(result.text.contains("gallery pressed: True"), result.text)
        XCTAssertTrue(result.text.contains("cell: Cat picture k000000 | \(first)\n"), "a gallery cell is named the same: \(result.text)")
        XCTAssertTrue(result.text.contains("cell: Cat picture k000001, Bengal | "), result.text)
        for item in ["Preferences", "Store Inspector", "Keyboard Shortcuts", "About Kittens"] {
            XCTAssertTrue(result.text.contains("menu item: \(item)\n"), "the primary menu's \(item), opened over AT-SPI: \(result.text)")
        }
        for button in ["Like", "Not for Me", "Skip"] {
            XCTAssertTrue(result.text.contains("rate button: \(button)\n"), "the Rate page's \(button), shown over AT-SPI: \(result.text)")
        }
        XCTAssertTrue(result.text.contains("rate liked: True"), result.text)
        XCTAssertTrue(result.text.contains("rate count: 1 vote since the app started"), "Like through its accessible action: \(result.text)")
        let pictures = result.text.split(separator: "\n").first { $0.hasPrefix("cat pictures: ") }
        XCTAssertNotEqual(pictures, "cat pictures: 0", result.text)
        waitUntil("Refresh, pressed over AT-SPI, asked for the first page again") {
            server.requests.filter { $0.queryValue("page") == "0" && $0.queryValue("limit") == "10" }.count == firstPages + 1
        }
    }
}
