import Foundation
import TestSupport
import XCTest

/// The comparer behind the reference screens: what it lets through (the same picture, edges
/// antialiased a little differently) and what it catches (a moved or recoloured widget, a
/// different size).
final class ImageComparisonTests: XCTestCase {
    private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    private let grey: (UInt8, UInt8, UInt8, UInt8) = (60, 60, 60, 255)
    private let blue: (UInt8, UInt8, UInt8, UInt8) = (200, 90, 30, 255)

    /// A 100×100 white picture with a 20×10 "button" at (`x`, 10).
    private func picture(buttonAt x: Int = 10, colour: (UInt8, UInt8, UInt8, UInt8)? = nil) -> PixelImage {
        var image = PixelImage(width: 100, height: 100, filledWith: white)
        for row in 10..<20 {
            for column in x..<(x + 20) { image.setPixel(x: column, y: row, colour ?? grey) }
        }
        return image
    }

    func testTheSamePictureMatches() {
        let result = ImageComparison().compare(picture(), with: picture())
        XCTAssertTrue(result.matches)
        XCTAssertEqual(result.differingPixels, 0)
    }

    func testEdgesAntialiasedALittleDifferentlyMatch() {
        var softened = picture()
        for row in 10..<20 {
            for column in [10, 29] { softened.setPixel(x: column, y: row, (80, 80, 80, 255)) }
        }
        for column in 0..<40 { softened.setPixel(x: column, y: 60, (240, 240, 240, 255)) }
        let result = ImageComparison().compare(softened, with: picture())
        XCTAssertTrue(result.matches, result.summary)
        XCTAssertEqual(result.differingPixels, 0, "changes of at most 24 levels are not differences")
    }

    func testAFewStrayPixelsMatch() {
        var stray = picture()
        for column in 50..<90 { stray.setPixel(x: column, y: 80, (0, 0, 0, 255)) }
        let result = ImageComparison().compare(stray, with: picture())
        XCTAssertTrue(result.matches, "40 pixels are 0.4 %, under the 0.5 % allowed")
        XCTAssertEqual(result.differingPixels, 40)
    }

    func testAButtonMovedByFourPixelsFails() throws {
        let result = ImageComparison().compare(picture(buttonAt: 14), with: picture())
        XCTAssertFalse(result.matches, result.summary)
        XCTAssertEqual(result.differingPixels, 80, "four columns uncovered and four covered, 10 rows high")
        XCTAssertEqual(result.summary, "80 of 10000 pixels differ (0.80 %)")
        let diff = try XCTUnwrap(result.diff)
        XCTAssertEqual(Array(diff.pixel(x: 20, y: 15)), [206, 206, 206, 255], "a pixel grey in both is faded towards white")
        XCTAssertEqual(Array(diff.pixel(x: 12, y: 15)), [255, 0, 255, 255], "an uncovered one is magenta")
    }

    func testARecolouredButtonFailsAndTheDiffShowsWhere() throws {
        let result = ImageComparison().compare(picture(colour: blue), with: picture())
        XCTAssertFalse(result.matches)
        XCTAssertEqual(result.differingPixels, 200)
        let diff = try XCTUnwrap(result.diff)
        XCTAssertEqual(Array(diff.pixel(x: 15, y: 15)), [255, 0, 255, 255], "a differing pixel is magenta")
        XCTAssertEqual(Array(diff.pixel(x: 50, y: 50)), [255, 255, 255, 255], "an equal white one stays white")
    }

    func testADifferentSizeFails() {
        let result = ImageComparison().compare(PixelImage(width: 100, height: 99, filledWith: white), with: picture())
        XCTAssertFalse(result.matches)
        XCTAssertNil(result.diff)
        XCTAssertEqual(result.summary, "the sizes differ")
    }

    func testAPictureReadsBackFromItsPNG() throws {
        let expected = picture(colour: blue)
        let folder = try temporaryFolder()
        try MainActor.assumeIsolated {
            let url = folder.appendingPathComponent("button.png")
            XCTAssertTrue(expected.savePNG(to: url))
            let read = try XCTUnwrap(PixelImage(contentsOf: url))
            XCTAssertEqual(read, expected)
            XCTAssertNil(PixelImage(contentsOf: folder.appendingPathComponent("missing.png")))
        }
    }
}
