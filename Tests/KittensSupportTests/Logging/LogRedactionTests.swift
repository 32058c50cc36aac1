import Foundation
import XCTest
@testable import KittensSupport

final class LogRedactionTests: XCTestCase {
    func testValuesOfKeyLikeQueryItemsAreRedactedInAnyCaseAndTheRestKept() throws {
        let url = try XCTUnwrap(URL(string:
            "https://api.example.org/search?api_key=a1&limit=10&APIKEY=b2&Key=c3&token=d4&x-api-key=e5&X-Api-Key=f6"
            + "&access_token=g7&client_secret=h8&password=i9&page=0&mime_types=jpg&order=RAND"))
        XCTAssertEqual(LogRedaction.redact(url), "https://api.example.org/search?api_key=REDACTED&limit=10"
            + "&APIKEY=REDACTED&Key=REDACTED&token=REDACTED&x-api-key=REDACTED&X-Api-Key=REDACTED"
            + "&access_token=REDACTED&client_secret=REDACTED&password=REDACTED&page=0&mime_types=jpg&order=RAND")
    }

    func testTheUserinfoPasswordAndFragmentParametersAreRedacted() throws {
        XCTAssertEqual(LogRedaction.redact(try XCTUnwrap(URL(string: "https://me:hunter2@api.example.org:8443/v1?a=1"))),
                       "https://me:REDACTED@api.example.org:8443/v1?a=1")
        XCTAssertEqual(LogRedaction.redact(try XCTUnwrap(URL(string: "https://me@api.example.org/v1"))),
                       "https://me@api.example.org/v1", "a user name alone is no secret")
        XCTAssertEqual(LogRedaction.redact("https://x.org/cb#access_token=abc&state=1"),
                       "https://x.org/cb#access_token=REDACTED&state=1")
        XCTAssertEqual(LogRedaction.redact("https://x.org/a;key=abc?b=2"), "https://x.org/a;key=abc?b=2",
                       "parameters count from the query on")
    }

    func testGivenSecretsAreRedactedWhereverTheyAppearPlainOrPercentEncoded() throws {
        let url = try XCTUnwrap(URL(string: "https://x.org/v1/live_abc123/search?q=live_abc123&other=a%20b%2Fc"))
        XCTAssertEqual(LogRedaction.redact(url, hiding: ["live_abc123", "a b/c", ""]),
                       "https://x.org/v1/REDACTED/search?q=REDACTED&other=REDACTED")
    }

    func testTextThatIsNotAURLIsRedactedAsWellAsItCanBe() {
        XCTAssertEqual(LogRedaction.redact("not a url"), "not a url")
        XCTAssertEqual(LogRedaction.redact("ftp://u:p@h/?token=t t"), "ftp://u:REDACTED@h/?token=REDACTED")
        XCTAssertEqual(LogRedaction.redact(""), "")
    }

    func testWhichNamesLookLikeSecrets() {
        for name in ["api_key", "apikey", "key", "token", "x-api-key", "X-API-KEY", "Api-Key", "access_token",
                     "refresh-token", "client_secret", "password", "passwd", "pwd", "sig", "signature", "auth",
                     "api%5Fkey"] {
            XCTAssertTrue(LogRedaction.isSecretParameter(name), name)
        }
        for name in ["limit", "page", "mime_types", "breed_ids", "order", "has_breeds", "size", "format", "author"] {
            XCTAssertFalse(LogRedaction.isSecretParameter(name), name)
        }
    }
}
