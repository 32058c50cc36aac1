import KittensApp
import XCTest

/// `--api-base` and `KITTENS_API_BASE`, and how they meet `--endpoint` and `KITTENS_ENDPOINT`.
final class APIBaseOptionTests: XCTestCase {
    private func error(_ arguments: [String], _ environment: [String: String] = [:]) -> String? {
        do {
            _ = try resolve(arguments, environment)
            return nil
        } catch {
            return (error as? ConfigurationError)?.description ?? "\(error)"
        }
    }

    func testTheDefaultIsTheCatAPIsV1() throws {
        let configuration = try resolve([])
        XCTAssertEqual(configuration.apiBase.url.absoluteString, "https://api.thecatapi.com/v1")
        XCTAssertEqual(configuration.dataSource.base.breeds.absoluteString, "https://api.thecatapi.com/v1/breeds")
        XCTAssertEqual(configuration.endpoint.absoluteString, "https://api.thecatapi.com/v1/images/search")
    }

    func testABaseAloneSetsEveryEndpoint() throws {
        for configuration in [try resolve(["--api-base", "http://127.0.0.1:9/v1/"]),
                              try resolve([], ["KITTENS_API_BASE": "http://127.0.0.1:9/v1/"])] {
            XCTAssertEqual(configuration.endpoint.absoluteString, "http://127.0.0.1:9/v1/images/search")
            XCTAssertEqual(configuration.dataSource.base.breeds.absoluteString, "http://127.0.0.1:9/v1/breeds")
            XCTAssertEqual(configuration.dataSource.base.favourites.absoluteString, "http://127.0.0.1:9/v1/favourites")
        }
    }

    func testAnEndpointAloneSetsTheBaseWithoutImagesSearch() throws {
        let configuration = try resolve(["--endpoint", "http://127.0.0.1:9/v1/images/search?order=RAND"])
        XCTAssertEqual(configuration.endpoint.absoluteString, "http://127.0.0.1:9/v1/images/search?order=RAND")
        XCTAssertEqual(configuration.apiBase.url.absoluteString, "http://127.0.0.1:9/v1")
        XCTAssertEqual(try resolve([], ["KITTENS_ENDPOINT": "https://x.org/images/search"]).apiBase.url.absoluteString, "https://x.org")
    }

    func testWithBothTheEndpointGivesPicturesAndTheBaseTheRest() throws {
        let configuration = try resolve(["--api-base", "https://mirror.example/v1", "--endpoint", "http://127.0.0.1:9/search"])
        XCTAssertEqual(configuration.endpoint.absoluteString, "http://127.0.0.1:9/search")
        XCTAssertEqual(configuration.dataSource.base.breeds.absoluteString, "https://mirror.example/v1/breeds")
    }

    func testEitherFlagOnTheCommandLineSetsAsideBothVariables() throws {
        let environment = ["KITTENS_API_BASE": "https://env.example/v1", "KITTENS_ENDPOINT": "https://env.example/images/search"]
        let fromFlag = try resolve(["--endpoint", "http://127.0.0.1:9/v1/images/search"], environment)
        XCTAssertEqual(fromFlag.apiBase.url.absoluteString, "http://127.0.0.1:9/v1")
        XCTAssertEqual(fromFlag.endpoint.absoluteString, "http://127.0.0.1:9/v1/images/search")
        let fromBaseFlag = try resolve(["--api-base", "http://127.0.0.1:9/v2"], environment)
        XCTAssertEqual(fromBaseFlag.endpoint.absoluteString, "http://127.0.0.1:9/v2/images/search")
    }

    func testOnlyWebURLsAreAcceptedAndSecretsAreRedacted() {
        XCTAssertEqual(error(["--api-base", "ftp://me:pw-1@x.org/v1?api_key=key-2"]),
                       "--api-base must be an http or https URL, not \"ftp://me:REDACTED@x.org/v1?api_key=REDACTED\".")
        XCTAssertEqual(error([], ["KITTENS_API_BASE": "/relative"]),
                       "KITTENS_API_BASE must be an http or https URL, not \"/relative\".")
        XCTAssertNotNil(error(["--api-base", "https://x.org/" + String(repeating: "a", count: 2048)]))
    }
}
