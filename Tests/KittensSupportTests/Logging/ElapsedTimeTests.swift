import XCTest
@testable import KittensSupport

/// Request durations in log lines, written without Foundation's `Duration.formatted`.
final class ElapsedTimeTests: XCTestCase {
    func testUnderASecondIsMilliseconds() {
        XCTAssertEqual(ElapsedTime.text(.milliseconds(850)), "850ms")
        XCTAssertEqual(ElapsedTime.text(.microseconds(400)), "0ms")
    }

    func testSecondsAndTheirMillisecondsAreBothShown() {
        XCTAssertEqual(ElapsedTime.text(.milliseconds(2040)), "2s 40ms")
        XCTAssertEqual(ElapsedTime.text(.seconds(3)), "3s")
    }
}
