import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app remembers whether it showed the list or the gallery: Ctrl+2 shows the gallery,
/// the app is closed and started again, and it comes back in the gallery without being asked.
/// Settings go to a key file in a temporary folder (`GSETTINGS_BACKEND=keyfile`), never to the
/// user's dconf.
final class LayoutAppTests: XCTestCase {
    func testARestartComesBackInTheGalleryChosen() throws {
        try requireDisplay(for: "the kittens app")
        let server = try LoopbackHTTPServer { _ in .status(503) }
        defer { server.stop() }
        let config = try temporaryFolder()
        let environment = [
            "GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": config.path,
        ]
        let arguments = ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString]

        let first = try KittensProcess(arguments: arguments, environment: environment)
        let window = try first.pointAtMainWindow()
        XCTAssertTrue(first.waitForLog("first frame: "), "the window showed")
        XDoTool.run(["key", "--clearmodifiers", "ctrl+2"])
        XCTAssertTrue(first.waitForLog("KittenStore intent: useLayout"), "Ctrl+2 asked the store for the gallery")
        XCTAssertTrue(first.waitForLog("layout: gallery)"), "the store shows the gallery")
        XDoTool.run(["mousemove", "--window", window, "40", "120"])
        XDoTool.run(["key", "--clearmodifiers", "ctrl+w"])
        let closed = first.finish()
        XCTAssertEqual(closed.status, 0, closed.stderr)
        let keyfile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        let saved = (try? String(contentsOf: keyfile, encoding: .utf8)) ?? ""
        XCTAssertTrue(saved.contains("listing-layout='gallery'"), saved)

        let second = try KittensProcess(arguments: arguments, environment: environment)
        let started = second.waitForLog("first frame: ") && second.waitForLog("layout: gallery)")
        second.terminate()
        let log = second.finish().stderr
        XCTAssertTrue(started, "the next run starts in the gallery: \(log)")
        XCTAssertFalse(log.contains("KittenStore intent: useLayout"), "without being asked: \(log)")
    }
}
