import CGLib
import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// The real app remembers its window's size in GSettings: resized with xdotool, closed, and
/// started again, it opens at that size. Settings go to a key file in a temporary folder
/// (`GSETTINGS_BACKEND=keyfile`), never to the user's dconf; the schema is the one the build
/// compiled. With no schema anywhere the app still starts, and says so.
final class WindowSizeAppTests: XCTestCase {
    func testTheWindowReopensAtTheSizeItClosedWith() throws {
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
        XDoTool.run(["windowsize", "--sync", window, "1003", "777"])
        XCTAssertTrue(Waiting.check { XDoTool.run(["getwindowgeometry", window]).contains("1003x777") }, "the window was resized")
        XCTAssertTrue(first.waitForLog("the window is now 1003×777"), "GTK laid the window out at its new size")
        XDoTool.run(["mousemove", "--window", window, "40", "120"])
        XDoTool.run(["key", "--clearmodifiers", "ctrl+w"])
        let closed = first.finish()
        XCTAssertEqual(closed.status, 0, closed.stderr)
        XCTAssertTrue(closed.stderr.contains("the window closes at 1003×777"), closed.stderr)
        let keyfile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        let saved = (try? String(contentsOf: keyfile, encoding: .utf8)) ?? ""
        XCTAssertTrue(saved.contains("window-width=1003") && saved.contains("window-height=777"), saved)

        let second = try KittensProcess(arguments: arguments, environment: environment)
        defer {
            second.terminate()
            _ = second.finish()
        }
        let reopened = try second.pointAtMainWindow()
        XCTAssertTrue(second.waitForLog("the window opens at 1003×777"))
        XCTAssertTrue(
            Waiting.check { XDoTool.run(["getwindowgeometry", reopened]).contains("1003x777") },
            XDoTool.run(["getwindowgeometry", reopened]))
    }

    func testWithNoSchemaTheAppStartsAtTheDefaultsAndWarns() throws {
        try requireDisplay(for: "the kittens app")
        try XCTSkipIf(Self.schemaIsInstalled, "the schema is installed on this system, so it cannot be missing")
        let server = try LoopbackHTTPServer { _ in .status(503) }
        defer { server.stop() }
        let config = try temporaryFolder()
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString],
            environment: [
                "KITTENS_SCHEMA_DIR": "", "GSETTINGS_SCHEMA_DIR": config.path,
                "XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": config.path,
            ])
        defer {
            app.terminate()
            _ = app.finish()
        }
        try app.pointAtMainWindow()
        XCTAssertTrue(app.waitForLog("Settings fall back to the defaults: the GSettings schema org.kittensforlinux.Kittens is not installed"))
    }

    /// Whether GLib's own schema folders (not the build's) have the app's schema.
    private static var schemaIsInstalled: Bool {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.kittensforlinux.Kittens", 1) else { return false }
        g_settings_schema_unref(schema)
        return true
    }
}
