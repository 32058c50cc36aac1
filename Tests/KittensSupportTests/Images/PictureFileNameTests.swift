import XCTest
@testable import KittensSupport

/// The name "Save Image As…" suggests: the image id made safe, and the real format's extension.
final class PictureFileNameTests: XCTestCase {
    func testAPlainIdKeepsItsNameAndTakesTheExtensionOfTheSniffedFormat() {
        XCTAssertEqual(PictureFileName.suggested(imageID: "abc123", format: .jpeg), "abc123.jpg")
        XCTAssertEqual(PictureFileName.suggested(imageID: "MTY3ODIyMQ", format: .png), "MTY3ODIyMQ.png")
        XCTAssertEqual(PictureFileName.suggested(imageID: "a-b_c", format: .gif), "a-b_c.gif")
    }

    func testAnIdThatLooksLikeAFileNameKeepsNoExtensionOfItsOwn() {
        XCTAssertEqual(PictureFileName.suggested(imageID: "cat.jpg", format: .png), "cat_jpg.png")
    }

    func testHostileIdsCannotLeaveTheFolderHideTheFileOrCarryControlCharacters() {
        let cases: [(String, String)] = [
            ("../../etc/passwd", "etc_passwd.png"),
            ("/absolute", "absolute.png"),
            (".hidden", "hidden.png"),
            ("..", "kitten.png"),
            ("", "kitten.png"),
            ("a\u{0}b\nc\u{7F}d", "a_b_c_d.png"),
            ("back\\slash", "back_slash.png"),
            ("naïve cat 🐱", "na_ve_cat.png"),
            ("\u{202E}gnp.exe", "gnp_exe.png"),
        ]
        for (id, expected) in cases {
            XCTAssertEqual(PictureFileName.suggested(imageID: id, format: .png), expected, "id \(id.debugDescription)")
        }
    }

    func testAVeryLongIdIsCutToTheMaximumStem() {
        let name = PictureFileName.suggested(imageID: String(repeating: "x", count: 10_000), format: .gif)
        XCTAssertEqual(name, String(repeating: "x", count: PictureFileName.maximumStemLength) + ".gif")
        XCTAssertLessThanOrEqual(name.utf8.count, 255)
    }

    func testFitSizeScalesDownToFitAndNeverUp() {
        let fit = FitSize(source: (4000, 3000), fitting: (800, 800))
        XCTAssertEqual([fit.width, fit.height], [800, 600])
        let tall = FitSize(source: (1000, 4000), fitting: (800, 800))
        XCTAssertEqual([tall.width, tall.height], [200, 800])
        let small = FitSize(source: (320, 240), fitting: (800, 800))
        XCTAssertEqual([small.width, small.height], [320, 240])
        let sliver = FitSize(source: (16000, 1), fitting: (100, 100))
        XCTAssertEqual([sliver.width, sliver.height], [100, 1])
    }
}
