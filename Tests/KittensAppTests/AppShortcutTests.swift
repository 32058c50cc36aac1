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
        let main = try xdotool(["search", "--sync", "--onlyvisible", "--name", "^Kittens$"])
        let window = try XCTUnwrap(main.split(separator: "\n").first.map(String.init))
        // Xvfb runs no window manager: keys go to the window under the pointer.
        _ = try xdotool(["mousemove", "--window", window, "40", "120"])

        _ = try xdotool(["key", "--clearmodifiers", "ctrl+comma"])
        XCTAssertFalse(try xdotool(["search", "--sync", "--onlyvisible", "--name", "^Preferences$"]).isEmpty)

        // Preferences took the keyboard focus: give it back to the main window.
        _ = try xdotool(["windowfocus", "--sync", window])
        _ = try xdotool(["key", "--clearmodifiers", "F12"])
        XCTAssertFalse(try xdotool(["search", "--sync", "--onlyvisible", "--name", "^Store Inspector$"]).isEmpty)
    }

    /// Runs xdotool, giving up after 15 s (`search --sync` waits until a window matches), and
    /// returns its output; a failure or a timeout fails the test.
    private func xdotool(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "15", "xdotool"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))", file: file, line: line)
        return text
    }
}
