import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app's window shortcuts reach the windows they name: keys are pressed on the test
/// display with xdotool, and the new window is found by its title.
final class AppShortcutTests: XCTestCase {
    func testCtrlCommaOpensPreferencesAndF12TheStoreInspector() throws {
        try requireDisplay(for: "the kittens app")
        let server = try LoopbackHTTPServer { _ in .status(503) }
        defer { server.stop() }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("kittens-shortcuts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString],
            environment: ["XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": config.path]
        )
        defer {
            app.terminate()
            _ = app.finish()
        }
        XCTAssertTrue(app.waitForLog("window shows: "), "the window never showed")
        let main = XDoTool.run(["search", "--sync", "--onlyvisible", "--name", "^Kittens$"])
        let window = try XCTUnwrap(main.split(separator: "\n").first.map(String.init))
        // Xvfb runs no window manager: keys go to the window under the pointer.
        XDoTool.run(["mousemove", "--window", window, "40", "120"])

        XDoTool.run(["key", "--clearmodifiers", "ctrl+comma"])
        XCTAssertFalse(XDoTool.run(["search", "--sync", "--onlyvisible", "--name", "^Preferences$"]).isEmpty)

        // Preferences took the keyboard focus: give it back to the main window.
        XDoTool.run(["windowfocus", "--sync", window])
        XDoTool.run(["key", "--clearmodifiers", "F12"])
        XCTAssertFalse(XDoTool.run(["search", "--sync", "--onlyvisible", "--name", "^Store Inspector$"]).isEmpty)
        XCTAssertTrue(
            app.waitForLog("the Store Inspector is open over PreferencesStore, KittenStore"),
            "the inspector shows the events of every store the app made")
    }
}
