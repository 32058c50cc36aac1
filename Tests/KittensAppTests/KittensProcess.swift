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
        merged.merge(environment) { $1 }
        process.environment = merged
        process.standardOutput = standardOutput
        process.standardError = standardError
        let collected = collected
        standardError.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        let collectedOutput = collectedOutput
        standardOutput.fileHandleForReading.readabilityHandler = { handle in collectedOutput.append(handle.availableData) }
        try process.run()
    }

    /// Waits until standard error contains `text`; false if it did not before `Waiting.deadline`.
    func waitForLog(_ text: String) -> Bool {
        Waiting.check { collected.text.contains(text) }
    }

    /// Asks the process to quit, as the desktop does at logout.
    func terminate() { process.terminate() }

    /// Waits for the process to end by itself and returns its exit status, standard error and output.
    func finish() -> (status: Int32, stderr: String, stdout: String) {
        process.waitUntilExit()
        standardError.fileHandleForReading.readabilityHandler = nil
        collected.append(standardError.fileHandleForReading.readDataToEndOfFile())
        standardOutput.fileHandleForReading.readabilityHandler = nil
        collectedOutput.append(standardOutput.fileHandleForReading.readDataToEndOfFile())
        return (process.terminationStatus, collected.text, collectedOutput.text)
    }
}

struct MissingExecutable: Error, CustomStringConvertible {
    let path: String
    var description: String { "no kittens executable at \(path); build it with `swift build` first" }
}

/// Standard error or output as it arrives, from the pipe's reading thread.
private final class CollectedOutput: Sendable {
    private let data = Locked(Data())
    func append(_ more: Data) { data.withLock { $0.append(more) } }
    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}
