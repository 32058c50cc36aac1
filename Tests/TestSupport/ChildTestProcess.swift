import Foundation
import XCTest

/// Runs one test again in a child process of the test bundle, with an environment of its own:
/// for code that reads process-wide state once, such as GIO's session bus.
public enum ChildTestProcess {
    /// Set in the child's environment.
    public static let variable = "KITTENS_TEST_CHILD"

    public static var isChild: Bool { ProcessInfo.processInfo.environment[variable] != nil }
}

extension XCTestCase {
    /// In the test process: runs the calling test in a child process with `environment` added,
    /// fails unless it ran and passed (a skip is not a pass), and returns false. In that child:
    /// returns true, and the test goes on with its body.
    public func runsInChild(
        with environment: [String: String], function: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Bool {
        if ChildTestProcess.isChild { return true }
        let method = function.split(separator: "(").first.map(String.init) ?? function
        let test = "\(String(reflecting: type(of: self)))/\(method)"
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let result = try ShellCommand.run(
            "env", ["\(ChildTestProcess.variable)=1"] + assignments + [CommandLine.arguments[0], test], mergingErrors: true)
        XCTAssertEqual(result.status, 0, "\(test) in a child process:\n\(result.text)", file: file, line: line)
        XCTAssertTrue(result.text.contains("Executed 1 test, with 0 failures"), "\(test) in a child process:\n\(result.text)",
                      file: file, line: line)
        return false
    }
}
