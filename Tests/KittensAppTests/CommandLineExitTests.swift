import Foundation
import XCTest

/// The CLI contract: a bad value is a clear message and exit code 64, before any window opens.
/// No display is needed, which itself shows that no window was opened.
final class CommandLineExitTests: XCTestCase {
    func testANegativePageSizeExitsWith64AndSaysWhy() throws {
        let run = try KittensProcess(arguments: ["--page-size", "-3"], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--page-size must be a whole number from 1 to 100, not \"-3\"."), run.stderr)
    }

    func testABadEnvironmentValueExitsWith64() throws {
        let run = try KittensProcess(arguments: [], environment: ["KITTENS_LOG_LEVEL": "loud", "DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("KITTENS_LOG_LEVEL must be one of"), run.stderr)
    }

    func testAnUnknownOptionExitsWith64() throws {
        let run = try KittensProcess(arguments: ["--colour", "tabby"], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--colour"), run.stderr)
    }
}
