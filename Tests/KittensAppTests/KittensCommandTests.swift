import Foundation
import Glibc
import KittensApp
import TestSupport
import XCTest

final class KittensCommandTests: XCTestCase {
    func testDefaultsPointAtTheRealTheCatAPI() throws {
        let configuration = try resolve([])
        XCTAssertEqual(configuration.endpoint.absoluteString, "https://api.thecatapi.com/v1/images/search")
        XCTAssertEqual(configuration.pageSize, 10)
        XCTAssertNil(configuration.apiKey)
        XCTAssertEqual(configuration.logLevel, .info)
        XCTAssertNil(configuration.replayFile)
    }

    func testReplayNamesTheRecordingToOpen() throws {
        XCTAssertEqual(try resolve(["--replay", "/tmp/kittens-recording.json"]).replayFile, "/tmp/kittens-recording.json")
    }

    func testTheEnvironmentSetsEveryOptionAndTheCommandLineWins() throws {
        let environment = [
            "KITTENS_ENDPOINT": "http://127.0.0.1:9/search", "KITTENS_PAGE_SIZE": "25",
            "KITTENS_API_KEY": "secret", "KITTENS_LOG_LEVEL": "DEBUG",
        ]
        let fromEnvironment = try resolve([], environment)
        XCTAssertEqual(fromEnvironment.endpoint.absoluteString, "http://127.0.0.1:9/search")
        XCTAssertEqual(fromEnvironment.pageSize, 25)
        XCTAssertEqual(fromEnvironment.apiKey, "secret")
        XCTAssertEqual(fromEnvironment.logLevel, .debug)

        let fromFlags = try resolve(["--page-size", "5", "--log-level", "trace"], environment)
        XCTAssertEqual(fromFlags.pageSize, 5)
        XCTAssertEqual(fromFlags.logLevel, .trace)
        XCTAssertEqual(fromFlags.apiKey, "secret")
    }

    func testBadValuesAreClearSentencesNamingWhereTheyCameFrom() {
        let cases: [([String], [String: String], String)] = [
            (["--page-size", "-3"], [:], "--page-size must be a whole number from 1 to 100, not \"-3\"."),
            (["--page-size", "101"], [:], "--page-size must be a whole number from 1 to 100, not \"101\"."),
            ([], ["KITTENS_PAGE_SIZE": "ten"], "KITTENS_PAGE_SIZE must be a whole number from 1 to 100, not \"ten\"."),
            (["--endpoint", "file:///etc/passwd"], [:], "--endpoint must be an http or https URL, not \"file:///etc/passwd\"."),
            ([], ["KITTENS_ENDPOINT": "not a url"], "KITTENS_ENDPOINT must be an http or https URL, not \"not a url\"."),
            (["--log-level", "loud"], [:],
             "--log-level must be one of trace, debug, info, notice, warning, error, critical, not \"loud\"."),
        ]
        for (arguments, environment, message) in cases {
            XCTAssertThrowsError(try resolve(arguments, environment), "\(arguments) \(environment)") { error in
                XCTAssertEqual((error as? ConfigurationError)?.description, message)
            }
        }
    }

    func testTheKeyComesFromAFileWithoutItsLineEnd() throws {
        let keyFile = try writeKeyFile("  live_abc123  \n")
        XCTAssertEqual(try resolve(["--api-key-file", keyFile.path]).apiKey, "live_abc123")
        XCTAssertEqual(try resolve([], ["KITTENS_API_KEY_FILE": keyFile.path]).apiKey, "live_abc123")
        try Data("live_abc123\r\n".utf8).write(to: keyFile)
        XCTAssertEqual(try resolve(["--api-key-file", keyFile.path]).apiKey, "live_abc123")
    }

    func testTheCommandLineKeyWinsOverTheEnvironmentsInEitherForm() throws {
        let flagFile = try writeKeyFile("from-flag-file\n")
        let variableFile = try writeKeyFile("from-variable-file\n")
        XCTAssertEqual(try resolve(["--api-key-file", flagFile.path], ["KITTENS_API_KEY": "from-variable"]).apiKey,
                       "from-flag-file")
        XCTAssertEqual(try resolve(["--api-key", "from-flag"], ["KITTENS_API_KEY_FILE": variableFile.path]).apiKey,
                       "from-flag")
        XCTAssertEqual(try resolve(["--api-key-file", flagFile.path], [
            "KITTENS_API_KEY_FILE": "/nonexistent/key", "KITTENS_API_KEY": "from-variable",
        ]).apiKey, "from-flag-file", "the environment is not even read")
        XCTAssertEqual(try resolve([], ["KITTENS_API_KEY_FILE": variableFile.path, "KITTENS_API_KEY": ""]).apiKey,
                       "from-variable-file", "an empty variable counts as unset")
    }

    func testUnusableKeyFilesAreSentencesNamingTheFlagOrVariable() throws {
        let folder = try temporaryFolder()
        let good = try writeKeyFile("key\n")
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: good.path)
        let pipe = folder.appendingPathComponent("pipe")
        XCTAssertEqual(mkfifo(pipe.path, 0o600), 0)
        let large = try writeKeyFile(String(repeating: "k", count: KittensConfiguration.maxKeyFileBytes + 1))
        let twoLines = try writeKeyFile("first-key\nsecond-key\n")
        let blank = try writeKeyFile(" \n\n")
        let binary = folder.appendingPathComponent("binary")
        try Data([0x6B, 0xFF, 0x0A]).write(to: binary)
        let missing = folder.appendingPathComponent("missing")

        let cases: [([String], [String: String], String)] = [
            (["--api-key-file", link.path], [:],
             "The key file \"\(link.path)\" given by --api-key-file cannot be used: it is a symbolic link, which is never followed."),
            ([], ["KITTENS_API_KEY_FILE": pipe.path],
             "The key file \"\(pipe.path)\" given by KITTENS_API_KEY_FILE cannot be used: it is a named pipe (FIFO), not a regular file."),
            (["--api-key-file", folder.path], [:],
             "The key file \"\(folder.path)\" given by --api-key-file cannot be used: it is a folder, not a regular file."),
            (["--api-key-file", "/dev/zero"], [:],
             "The key file \"/dev/zero\" given by --api-key-file cannot be used: it is a character device, not a regular file."),
            (["--api-key-file", large.path], [:],
             "The key file \"\(large.path)\" given by --api-key-file cannot be used: it is larger than 4096 bytes."),
            (["--api-key-file", missing.path], [:],
             "The key file \"\(missing.path)\" given by --api-key-file cannot be used: it does not exist."),
            (["--api-key-file", twoLines.path], [:],
             "The key file \"\(twoLines.path)\" given by --api-key-file must hold the key on a single line."),
            ([], ["KITTENS_API_KEY_FILE": blank.path],
             "The key file \"\(blank.path)\" given by KITTENS_API_KEY_FILE is empty; it must hold the key."),
            (["--api-key-file", binary.path], [:],
             "The key file \"\(binary.path)\" given by --api-key-file must hold the key as UTF-8 text."),
            (["--api-key", "a", "--api-key-file", good.path], [:], "--api-key and --api-key-file cannot be used together."),
            ([], ["KITTENS_API_KEY": "a", "KITTENS_API_KEY_FILE": good.path],
             "KITTENS_API_KEY and KITTENS_API_KEY_FILE cannot both be set."),
        ]
        for (arguments, environment, message) in cases {
            XCTAssertThrowsError(try resolve(arguments, environment), "\(arguments) \(environment)") { error in
                XCTAssertEqual((error as? ConfigurationError)?.description, message)
                XCTAssertFalse("\(error)".contains("second-key"), "a message never quotes the file")
            }
        }
    }

    private func writeKeyFile(_ contents: String) throws -> URL {
        let file = try temporaryFolder().appendingPathComponent("key")
        try Data(contents.utf8).write(to: file)
        return file
    }
}

final class NoArgumentLaunchTests: XCTestCase {
    /// Without arguments the parser is skipped; the environment must still give the same result.
    func testNoArgumentsGivesWhatParsingNoArgumentsGives() throws {
        let environment = ["KITTENS_ENDPOINT": "http://127.0.0.1:9/search", "KITTENS_PAGE_SIZE": "7", "KITTENS_LOG_LEVEL": "debug"]
        let parsed = try KittensCommand.parse([]).resolve(environment: environment)
        XCTAssertEqual(KittensCommand.configurationOrExit(arguments: [], environment: environment), parsed)
        XCTAssertEqual(parsed.pageSize, 7)
    }
}
