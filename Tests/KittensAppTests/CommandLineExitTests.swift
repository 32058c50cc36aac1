import Foundation
import TestSupport
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

    func testReplayNetworkWithoutAReplayExitsWith64AndSaysWhy() throws {
        let run = try KittensProcess(arguments: ["--replay-network"], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--replay-network needs --replay FILE."), run.stderr)
    }

    func testAnUnknownOptionExitsWith64() throws {
        let run = try KittensProcess(arguments: ["--colour", "tabby"], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--colour"), run.stderr)
    }

    func testAKeyFileThatIsALinkExitsWith64BeforeAnyWindowOpens() throws {
        let folder = try temporaryFolder()
        let key = folder.appendingPathComponent("key")
        try Data("secret-key\n".utf8).write(to: key)
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: key.path)
        let run = try KittensProcess(arguments: ["--api-key-file", link.path], environment: ["DISPLAY": ""]).finish()
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("given by --api-key-file cannot be used: it is a symbolic link"), run.stderr)
        XCTAssertFalse(run.stderr.contains("secret-key"), run.stderr)
    }

    func testHelpWarnsThatAKeyOnTheCommandLineIsVisibleToOtherUsers() throws {
        let run = try KittensProcess(arguments: ["--help"], environment: ["DISPLAY": ""]).finish()
        let help = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(help.contains("--api-key-file <path>"), help)
        XCTAssertTrue(help.contains("KITTENS_API_KEY_FILE"), help)
        XCTAssertTrue(help.contains("visible to every local user in the process list"), help)
    }
}
