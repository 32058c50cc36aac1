import XCTest
@testable import KittensSupport

final class CoverSizeTests: XCTestCase {
    private func size(_ source: (Int, Int), _ target: (Int, Int)) -> [Int] {
        let size = CoverSize(source: source, covering: target)
        return [size.width, size.height]
    }

    func testALargePictureIsDecodedJustLargeEnoughToCoverTheThumbnail() {
        XCTAssertEqual(size((320, 240), (96, 72)), [96, 72], "same aspect ratio")
        XCTAssertEqual(size((640, 200), (96, 72)), [231, 72], "wide: the height decides, the width is rounded up")
        XCTAssertEqual(size((200, 640), (96, 72)), [96, 308], "tall: the width decides")
        XCTAssertEqual(size((16384, 2441), (96, 72)), [484, 72])
    }

    func testAPictureNoLargerThanTheThumbnailKeepsItsSize() {
        XCTAssertEqual(size((4, 3), (96, 72)), [4, 3])
        XCTAssertEqual(size((200, 72), (96, 72)), [200, 72], "one side already at the thumbnail's")
        XCTAssertEqual(size((100, 50), (96, 72)), [100, 50], "one side shorter: scaling down would not cover")
    }

    func testNonsenseSizesAreKept() {
        XCTAssertEqual(size((0, 10), (96, 72)), [0, 10])
        XCTAssertEqual(size((640, 480), (0, 72)), [640, 480])
        XCTAssertEqual(size((Int.max, Int.max), (Int.max - 1, 3)), [Int.max, Int.max], "overflowing products")
    }

    func testTheResultAlwaysCoversTheThumbnail() {
        for width in stride(from: 97, through: 3000, by: 37) {
            for height in stride(from: 73, through: 3000, by: 41) {
                let cover = CoverSize(source: (width, height), covering: (96, 72))
                XCTAssertGreaterThanOrEqual(cover.width, 96)
                XCTAssertGreaterThanOrEqual(cover.height, 72)
                XCTAssertLessThanOrEqual(cover.width, width)
                XCTAssertLessThanOrEqual(cover.height, height)
                XCTAssertTrue(cover.width == 96 || cover.height == 72, "\(width)x\(height) -> \(cover)")
            }
        }
    }
}
