import KittensSupport
import XCTest

final class PercentEncodingTests: XCTestCase {
    func testOnlyUnreservedCharactersStayAsTheyAre() {
        XCTAssertEqual(PercentEncoding.unreserved("aZ09-._~"), "aZ09-._~")
        XCTAssertEqual(PercentEncoding.unreserved("a&b=c?d#e,f/g h"), "a%26b%3Dc%3Fd%23e%2Cf%2Fg%20h")
        XCTAssertEqual(PercentEncoding.unreserved("\n\u{7F}"), "%0A%7F", "one byte is always two hex digits")
        XCTAssertEqual(PercentEncoding.unreserved("ü"), "%C3%BC", "UTF-8 bytes, upper-case hex")
        XCTAssertEqual(PercentEncoding.unreserved(""), "")
    }
}
