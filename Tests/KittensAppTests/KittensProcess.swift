import Foundation
import Locking
import TestSupport
import XCTest

/// Runs the built `kittens` executable, the way a user does.
struct KittensProcess {
    let process = Process()
    private let standardError = Pipe()
    private let collected = CollectedOutput()
    private let standardOutput = Pipe()
    private let collectedOutput = CollectedOutput()

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
        // Settings live in memory, never in the user's dconf, unless a test says otherwise.
        merged["GSETTINGS_BACKEND"] = "memory"
        merged.merge(environment) { $1 }
        process.environment = merged
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        collected.startReading(standardError.fileHandleForReading)
        collectedOutput.startReading(standardOutput.fileHandleForReading)
    }

    /// Waits until standard error contains `text`; false if it did not before `Waiting.deadline`.
    func waitForLog(_ text: String) -> Bool {
        Waiting.check { collected.text.contains(text) }
    }

    /// Waits until the main window shows, then puts the pointer over it, so that keys pressed
    /// with `XDoTool` reach it (Xvfb runs no window manager: keys go to the window under the
    /// pointer). Returns the window's X id.
    @discardableResult
    func pointAtMainWindow() throws -> String {
        guard waitForLog("window shows: ") else { throw TestEnvironmentError(description: "the window never showed") }
        let found = XDoTool.run(["search", "--sync", "--onlyvisible", "--name", "^Kittens$"])
        guard let window = found.split(separator: "\n").first.map(String.init) else {
            throw TestEnvironmentError(description: "no visible window named Kittens")
        }
        XDoTool.run(["mousemove", "--window", window, "40", "120"])
        return window
    }

    /// Asks the process to quit, as the desktop does at logout.
    func terminate() { process.terminate() }

    /// Waits for the process to end by itself and returns its exit status, standard error and output.
    func finish() -> (status: Int32, stderr: String, stdout: String) {
        process.waitUntilExit()
        collected.waitForEnd()
        collectedOutput.waitForEnd()
        return (process.terminationStatus, collected.text, collectedOutput.text)
    }
}

struct MissingExecutable: Error, CustomStringConvertible {
    let path: String
    var description: String { "no kittens executable at \(path); build it with `swift build` first" }
}

/// Standard error or output as it arrives, read to its end by a thread of its own.
///
/// Each pipe has exactly one reader, which blocks in `read` until the child closes its end (it
/// exits): unlike a `readabilityHandler` that is swapped for a final `readDataToEndOfFile`, no
/// two reads of one descriptor ever race.
private final class CollectedOutput: Sendable {
    private let data = Locked(Data())
    private let reachedEnd = DispatchGroup()

    func startReading(_ handle: FileHandle) {
        reachedEnd.enter()
        let thread = Thread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                data.withLock { $0.append(chunk) }
            }
            reachedEnd.leave()
        }
        thread.start()
    }

    /// Waits until the reader saw the end of the output.
    func waitForEnd() { reachedEnd.wait() }

    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}
