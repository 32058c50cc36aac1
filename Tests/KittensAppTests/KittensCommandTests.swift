import Foundation
import KittensApp
import XCTest

final class KittensCommandTests: XCTestCase {
    private func resolve(_ arguments: [String], _ environment: [String: String] = [:]) throws -> KittensConfiguration {
        try KittensCommand.parse(arguments).resolve(environment: environment)
    }

    func testDefaultsPointAtTheRealTheCatAPI() throws {
        let configuration = try resolve([])
        XCTAssertEqual(configuration.endpoint.absoluteString, "https://api.thecatapi.com/v1/images/search")
        XCTAssertEqual(configuration.pageSize, 10)
        XCTAssertNil(configuration.apiKey)
        XCTAssertEqual(configuration.logLevel, .info)
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
}
