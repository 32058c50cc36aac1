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
        let run = try KeyfileSettingsRun(config: try temporaryFolder())
        defer { run.stop() }

        let first = try run.start()
        let window = try first.pointAtMainWindow()
        XDoTool.run(["windowsize", "--sync", window, "1003", "777"])
        XCTAssertTrue(Waiting.check { XDoTool.run(["getwindowgeometry", window]).contains("1003x777") }, "the window was resized")
        XCTAssertTrue(first.waitForLog("the window is now 1003×777"), "GTK laid the window out at its new size")
        XDoTool.run(["mousemove", "--window", window, "40", "120"])
        XDoTool.run(["key", "--clearmodifiers", "ctrl+w"])
        let closed = first.finish()
        XCTAssertEqual(closed.status, 0, closed.stderr)
        XCTAssertTrue(closed.stderr.contains("the window closes at 1003×777"), closed.stderr)
        let saved = run.savedSettings
        XCTAssertTrue(saved.contains("window-width=1003") && saved.contains("window-height=777"), saved)

        let second = try run.start()
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
        let server = try LoopbackHTTPServer { _ in .status(503) }
        defer { server.stop() }
        let config = try temporaryFolder()
        let data = try Self.systemDataWithoutTheAppsSchema(in: try temporaryFolder())
        let app = try KittensProcess(
            arguments: ["--log-level", "debug", "--endpoint", server.url("/search").absoluteString],
            environment: [
                "KITTENS_SCHEMA_DIR": "", "GSETTINGS_SCHEMA_DIR": config.path,
                "XDG_DATA_DIRS": data.path, "XDG_DATA_HOME": config.path,
                "XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": config.path,
            ])
        defer {
            app.terminate()
            _ = app.finish()
        }
        try app.pointAtMainWindow()
        XCTAssertTrue(app.waitForLog("Settings fall back to the defaults: the GSettings schema org.kittensforlinux.Kittens is not installed"))
    }

    /// A data folder that stands for /usr/share, where even a system with the app installed
    /// lacks its schema: each entry of /usr/share linked, except `glib-2.0`, whose schemas are
    /// compiled again without the app's. GLib reads the schemas of every folder in
    /// `XDG_DATA_DIRS`, so this one folder is all the app may see.
    private static func systemDataWithoutTheAppsSchema(in folder: URL) throws -> URL {
        let system = URL(fileURLWithPath: "/usr/share", isDirectory: true)
        let files = FileManager.default
        for name in try files.contentsOfDirectory(atPath: system.path) where name != "glib-2.0" {
            try files.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: system.appendingPathComponent(name))
        }
        let schemas = folder.appendingPathComponent("glib-2.0/schemas", isDirectory: true)
        try files.createDirectory(at: schemas, withIntermediateDirectories: true)
        let systemSchemas = system.appendingPathComponent("glib-2.0/schemas")
        for name in try files.contentsOfDirectory(atPath: systemSchemas.path)
        where name.hasSuffix(".xml") && !name.hasPrefix("org.kittensforlinux.") {
            try files.copyItem(at: systemSchemas.appendingPathComponent(name), to: schemas.appendingPathComponent(name))
        }
        let compiled = try ShellCommand.run("/usr/bin/glib-compile-schemas", [schemas.path], mergingErrors: true)
        guard compiled.status == 0 else { throw TestEnvironmentError(description: "glib-compile-schemas: \(compiled.text)") }
        return folder
    }
}
