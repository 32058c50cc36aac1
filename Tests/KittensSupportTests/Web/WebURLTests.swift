import Foundation
import TestSupport
import XCTest
@testable import KittensSupport

final class WebURLTests: XCTestCase {
    func testAbsoluteHTTPAndHTTPSURLsWithAHostAreWebURLs() throws {
        for text in [
            "https://cdn2.thecatapi.com/images/a.jpg", "http://cdn2.thecatapi.com/images/b.gif",
            "HTTPS://CDN2.thecatapi.com/c.png", "http://127.0.0.1:8080/search?limit=10", "https://[::1]/a",
        ] {
            let url = try XCTUnwrap(WebURL.url(from: text), text)
            XCTAssertEqual(url.absoluteString, text)
            XCTAssertTrue(WebURL.accepts(url), text)
            XCTAssertTrue(url.isWebURL, text)
        }
    }

    func testEverythingElseIsRefused() throws {
        for text in [
            "", "javascript:alert(1)", "file:///etc/passwd", "data:image/png;base64,iVBORw0KGgo=",
            "ftp://cdn2.thecatapi.com/a.jpg", "/images/relative.jpg", "cdn2.thecatapi.com/a.jpg", "https:///no-host.jpg",
            "https://", "mailto:someone@example.org", "x-scheme-handler://cdn2.thecatapi.com/a",
            " https://x.org/leading-blank", "https://x.org/a b.jpg", "https://x.org/tab\t.jpg", "https://x.org/\n",
            "https://x.org/nul\u{0}", "https://x.org/nbsp\u{A0}", "https://x.org/bell\u{7}",
        ] {
            XCTAssertNil(WebURL.url(from: text), text.debugDescription)
            XCTAssertEqual(WebURL.check(text).failure, .notWeb, text.debugDescription)
        }
        for url in [
            try XCTUnwrap(URL(string: "file:///etc/passwd")), URL(fileURLWithPath: "/etc/passwd"),
            try XCTUnwrap(URL(string: "javascript:alert(1)")), try XCTUnwrap(URL(string: "relative/path.jpg")),
            try XCTUnwrap(URL(string: "https:///no-host")),
        ] {
            XCTAssertFalse(WebURL.accepts(url), url.absoluteString)
            XCTAssertFalse(url.isWebURL, url.absoluteString)
        }
    }

    func testTheLimitIsOnTheUTF8BytesOfTheEncodedForm() throws {
        let prefix = "https://x.org/"
        let longest = prefix + String(repeating: "a", count: WebURL.maximumEncodedBytes - prefix.count)
        XCTAssertEqual(longest.utf8.count, 2048)
        XCTAssertNotNil(WebURL.url(from: longest))
        XCTAssertEqual(WebURL.check(longest + "a").failure, .tooLong)

        // 14 + 700 × 2 = 1,414 bytes as text, 14 + 700 × 6 = 4,214 bytes once percent-encoded.
        let accented = prefix + String(repeating: "é", count: 700)
        XCTAssertLessThan(accented.utf8.count, WebURL.maximumEncodedBytes)
        XCTAssertEqual(WebURL.check(accented).failure, .tooLong)
        XCTAssertFalse(WebURL.accepts(try XCTUnwrap(URL(string: accented))))

        let shortAccented = prefix + String(repeating: "é", count: 10)
        XCTAssertEqual(WebURL.url(from: shortAccented)?.absoluteString, prefix + String(repeating: "%C3%A9", count: 10))
    }
}
