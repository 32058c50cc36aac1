import Foundation
import Synchronization
import XCTest

/// Runs the built `kittens` executable, the way a user does.
struct KittensProcess {
    let process = Process()
    private let standardError = Pipe()
    private let collected = ErrorOutput()

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kittens")
    }

    init(arguments: [String], environment: [String: String] = [:]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            throw MissingExecutable(path: Self.executable.path)
        }
        process.executableURL = Self.executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("KITTENS_") }
        merged.merge(environment) { $1 }
        process.environment = merged
        process.standardOutput = FileHandle.nullDevice
        process.standardError = standardError
        let collected = collected
        standardError.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
    }

    /// Waits until standard error contains `text`; false if it did not within `seconds`.
    func waitForLog(_ text: String, seconds: TimeInterval = 20) -> Bool {
        waitFor(seconds: seconds) { collected.text.contains(text) }
    }

    /// Asks the process to quit, as the desktop does at logout.
    func terminate() { process.terminate() }

    /// Waits for the process to end by itself and returns its exit status and standard error.
    func finish() -> (status: Int32, stderr: String) {
        process.waitUntilExit()
        standardError.fileHandleForReading.readabilityHandler = nil
        collected.append(standardError.fileHandleForReading.readDataToEndOfFile())
        return (process.terminationStatus, collected.text)
    }
}

struct MissingExecutable: Error, CustomStringConvertible {
    let path: String
    var description: String { "no kittens executable at \(path); build it with `swift build` first" }
}

/// GTK needs a display. Without one, tests that open windows skip with the reason, unless
/// KITTENS_REQUIRE_DISPLAY=1 (as in CI), where a missing display is a failure.
func requireDisplay() throws {
    let environment = ProcessInfo.processInfo.environment
    let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    guard !hasDisplay else { return }
    let reason = "no display: the app needs X11 or Wayland; run the tests under xvfb-run"
    if environment["KITTENS_REQUIRE_DISPLAY"] == "1" {
        XCTFail(reason + " (KITTENS_REQUIRE_DISPLAY=1 forbids skipping)")
    }
    throw XCTSkip(reason)
}

/// Single-instance behaviour needs a D-Bus session bus, as on a desktop; the README's test
/// command provides one with dbus-run-session.
func requireSessionBus() throws {
    let environment = ProcessInfo.processInfo.environment
    guard (environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty else { return }
    let reason = "no D-Bus session bus: run the tests under dbus-run-session"
    if environment["KITTENS_REQUIRE_DISPLAY"] == "1" {
        XCTFail(reason + " (KITTENS_REQUIRE_DISPLAY=1 forbids skipping)")
    }
    throw XCTSkip(reason)
}

/// Standard error as it arrives, from the pipe's reading thread.
private final class ErrorOutput: Sendable {
    private let data = Mutex(Data())
    func append(_ more: Data) { data.withLock { $0.append(more) } }
    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}
