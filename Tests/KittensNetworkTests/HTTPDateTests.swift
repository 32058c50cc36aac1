import Foundation
@testable import KittensNetwork
import XCTest

/// `Retry-After` as a date: the three HTTP-date forms read to the second, everything else refused,
/// and the wait it makes from a given now.
final class HTTPDateTests: XCTestCase {
    /// Sun, 06 Nov 1994 08:49:37 GMT, RFC 9110's example.
    private static let example = 784_111_777

    private func read(_ text: String, currentYear: Int = 2026) -> Int? {
        HTTPDate.secondsSince1970(text, currentYear: currentYear)
    }

    func testTheThreeFormsOfRFC9110sExampleAreTheSameSecond() {
        XCTAssertEqual(read("Sun, 06 Nov 1994 08:49:37 GMT"), Self.example)
        XCTAssertEqual(read("Sunday, 06-Nov-94 08:49:37 GMT"), Self.example)
        XCTAssertEqual(read("Sun Nov  6 08:49:37 1994"), Self.example)
        XCTAssertEqual(read("Sun Nov 06 08:49:37 1994"), Self.example)
    }

    func testEveryInstantFoundationWritesAsAnHTTPDateReadsBackToTheSameSecond() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        var seconds = -2_208_988_800 // 1900
        while seconds < 4_102_444_800 { // 2100
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
            let fixdate = formatter.string(from: date)
            XCTAssertEqual(read(fixdate), seconds, fixdate)
            formatter.dateFormat = "EEE MMM dd HH:mm:ss yyyy"
            var asctime = Array(formatter.string(from: date))
            if asctime[8] == "0" { asctime[8] = " " } // asctime pads a day with a space
            let asctimeText = String(asctime)
            XCTAssertEqual(read(asctimeText), seconds, asctimeText)
            seconds += 3_999_971 // about 46 days, a prime: every month, day and time of day comes round
        }
    }

    func testATwoDigitYearIsTheLatestAtMostFiftyYearsAhead() {
        XCTAssertEqual(read("Thursday, 01-Jan-70 00:00:00 GMT", currentYear: 2026), read("Tue, 01 Jan 2070 00:00:00 GMT"))
        XCTAssertEqual(read("Saturday, 01-Jan-77 00:00:00 GMT", currentYear: 2026), read("Sat, 01 Jan 1977 00:00:00 GMT"))
        XCTAssertEqual(read("Saturday, 01-Jan-77 00:00:00 GMT", currentYear: 2027), read("Fri, 01 Jan 2077 00:00:00 GMT"))
    }

    func testWhatIsNotAnHTTPDateIsNil() {
        for text in [
            "", "soon", "120", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Nov 1994 08:49:37 gmt", "sun, 06 Nov 1994 08:49:37 GMT",
            "Sun, 6 Nov 1994 08:49:37 GMT", "Sun,  06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMT ",
            "Sun, 06 Nov 1994 08:49:37 +0000", "Sun, 06 Nov 94 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
            "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 29 Feb 2023 00:00:00 GMT", "Sun, 31 Apr 2024 00:00:00 GMT",
            "Sun, 00 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT",
            "Sun, 06 Nov 1994 08:49:61 GMT", "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08-49-37 GMT",
            "Sun, -6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 19a4 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMTGMT",
            "Sun, ０6 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT", "Sun, 06-Nov-94 08:49:37 GMT",
            "Sunday 06-Nov-94 08:49:37 GMT", "Sun Nov 6 08:49:37 1994", "Sun Nov  6 08:49:37 94",
            String(repeating: "Sun, 06 Nov 1994 08:49:37 GMT", count: 10),
        ] {
            XCTAssertNil(read(text), text)
        }
        XCTAssertEqual(read("Thu, 29 Feb 2024 00:00:00 GMT"), 1_709_164_800, "a leap day is a day")
    }

    func testRetryAfterIsSecondsOrTheDateLessNowAtMostADay() {
        let now = Date(timeIntervalSince1970: TimeInterval(Self.example))
        let cases: [(String, Int?)] = [
            ("120", 120), (" 120\t", 120), ("0", 0), ("86401", 86_400), ("99999999999999999999999", 86_400),
            ("Sun, 06 Nov 1994 08:51:37 GMT", 120), ("Sun Nov  6 08:51:37 1994", 120), ("Sun, 06 Nov 1994 08:49:37 GMT", 0),
            ("Sat, 05 Nov 1994 08:49:37 GMT", 0), ("Sun, 06 Nov 2044 08:49:37 GMT", 86_400),
            ("-5", nil), ("1.5", nil), ("", nil), ("soon", nil), ("120 s", nil),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(FavouritesAnswer.seconds(retryAfter: value, now: now), expected, value)
        }
        let aQuarterSecondLater = Date(timeIntervalSince1970: TimeInterval(Self.example) + 0.25)
        XCTAssertEqual(FavouritesAnswer.seconds(retryAfter: "Sun, 06 Nov 1994 08:51:37 GMT", now: aQuarterSecondLater), 120, "never less than the date")
    }
}
