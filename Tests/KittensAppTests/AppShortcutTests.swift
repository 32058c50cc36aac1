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
        let config = try temporaryFolder()
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString],
            environment: ["XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": config.path]
        )
        defer {
            app.terminate()
            _ = app.finish()
        }
        let window = try app.pointAtMainWindow()

        XDoTool.run(["key", "--clearmodifiers", "ctrl+comma"])
        XCTAssertFalse(XDoTool.run(["search", "--sync", "--onlyvisible", "--name", "^Preferences$"]).isEmpty)

        // Preferences took the keyboard focus: give it back to the main window.
        XDoTool.run(["windowfocus", "--sync", window])
        XDoTool.run(["key", "--clearmodifiers", "F12"])
        XCTAssertFalse(XDoTool.run(["search", "--sync", "--onlyvisible", "--name", "^Store Inspector$"]).isEmpty)
        XCTAssertTrue(
            app.waitForLog("the Store Inspector is open over ListingStore, ViewerStore, PreferencesStore"),
            "the inspector shows the events of every store the app made")
    }
}
