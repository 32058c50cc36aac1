import Foundation
import KittensApp
import XCTest

/// `--endpoint` and `KITTENS_ENDPOINT` take web URLs only, and a refusal never repeats a key.
final class EndpointOptionTests: XCTestCase {
    private func endpointError(_ value: String) -> String? {
        do {
            _ = try KittensCommand.parse(["--endpoint", value]).resolve(environment: [:])
            return nil
        } catch {
            return (error as? ConfigurationError)?.description ?? "\(error)"
        }
    }

    func testOnlyWebURLsAreAccepted() throws {
        let accepted = try KittensCommand.parse(["--endpoint", "HTTPS://api.example.org/v1/search?api_key=k"])
            .resolve(environment: [:])
        XCTAssertEqual(accepted.endpoint.absoluteString, "HTTPS://api.example.org/v1/search?api_key=k")
        for value in ["javascript:alert(1)", "https:///no-host", "https://x.org/a b", "/relative",
                      "https://x.org/" + String(repeating: "a", count: 2048)] {
            XCTAssertNotNil(endpointError(value), value)
        }
    }

    func testARefusedEndpointIsQuotedWithItsSecretsRedacted() {
        XCTAssertEqual(endpointError("ftp://me:pw-1@x.org/search?api_key=key-2&order=RAND"),
                       "--endpoint must be an http or https URL, not \"ftp://me:REDACTED@x.org/search?api_key=REDACTED&order=RAND\".")
    }
}
