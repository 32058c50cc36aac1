import Kittens
import XCTest

final class VoteValueTests: XCTestCase {
    func testAnyValueOfZeroOrLessIsDown() {
        XCTAssertEqual([-5, -1, 0, 1, 2, 10].map(VoteValue.init(serverValue:)), [.down, .down, .down, .up, .up, .up])
    }

    func testUpIsSentAsOneAndDownAsZero() {
        XCTAssertEqual(VoteValue.up.serverValue, 1)
        XCTAssertEqual(VoteValue.down.serverValue, 0)
        for value in VoteValue.allCases { XCTAssertEqual(VoteValue(serverValue: value.serverValue), value) }
    }
}
