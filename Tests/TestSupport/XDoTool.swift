import Foundation
import XCTest

/// Runs `xdotool` on the test display, as a user's keyboard and mouse would act, and fails the
/// calling test when it cannot run or exits with an error. Gives up after 15 s, which only a
/// `search --sync` for a window that never appears takes.
public enum XDoTool {
    /// Runs `xdotool arguments…` and returns what it printed.
    @discardableResult
    public static func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "15", "xdotool"] + arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            XCTFail("xdotool could not run: \(error)", file: file, line: line)
            return ""
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))", file: file, line: line)
        return text
    }
}
