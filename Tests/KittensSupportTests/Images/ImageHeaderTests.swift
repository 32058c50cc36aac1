import Foundation
import TestSupport
import XCTest
@testable import KittensSupport

/// What image headers claim, read before anything decodes them.
final class ImageHeaderTests: XCTestCase {
    private func read(_ name: String) throws -> Result<ImageHeader, ImageRefusal> {
        ImageHeader.read(try Fixtures.data("thumbnails/\(name)"))
    }

    func testRealPicturesGiveTheirFormatAndSize() throws {
        XCTAssertEqual(try read("kitten-4x3.png"), .success(ImageHeader(format: .png, width: 4, height: 3)))
        XCTAssertEqual(try read("kitten-640x480.png"), .success(ImageHeader(format: .png, width: 640, height: 480)))
        XCTAssertEqual(try read("kitten-320x240.jpg"), .success(ImageHeader(format: .jpeg, width: 320, height: 240)))
        XCTAssertEqual(try read("kitten-8x6.gif"), .success(ImageHeader(format: .gif, width: 8, height: 6)))
        XCTAssertEqual(try read("allowed-6000x6000.png"), .success(ImageHeader(format: .png, width: 6000, height: 6000)))
    }

    func testHeadersClaimingHugePicturesAreRefused() throws {
        XCTAssertEqual(try read("bomb-30000x30000.jpg"), .failure(.tooLarge(width: 30000, height: 30000)))
        XCTAssertEqual(try read("bomb-10000x10000.png"), .failure(.tooLarge(width: 10000, height: 10000)),
                       "sides within 16384 but 100 megapixels")
        XCTAssertEqual(try read("bomb-65535x65535.gif"), .failure(.tooLarge(width: 65535, height: 65535)))
        XCTAssertEqual(try read("bomb-frame-20000x20000.gif"), .failure(.tooLarge(width: 20000, height: 20000)),
                       "a 1x1 logical screen does not hide a larger frame")
    }

    func testWhatIsNotAPNGJPEGOrGIFIsNotAnImage() throws {
        XCTAssertEqual(try read("empty.png"), .failure(.notAnImage))
        XCTAssertEqual(try read("not-an-image.png"), .failure(.notAnImage))
        XCTAssertEqual(ImageHeader.read(try Fixtures.data("error-page.html")), .failure(.notAnImage))
        let webP = Array("RIFF".utf8) + [0x1A, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [UInt8](repeating: 0, count: 18)
        XCTAssertEqual(ImageHeader.read(webP), .failure(.notAnImage), "no WebP loader here")
        XCTAssertEqual(ImageHeader.read(Array("BM".utf8) + [UInt8](repeating: 0, count: 60)), .failure(.notAnImage))
    }

    func testCutFilesAreTruncated() throws {
        let png = [UInt8](try Fixtures.data("thumbnails/kitten-4x3.png"))
        XCTAssertEqual(ImageHeader.read(png.prefix(5)), .failure(.truncatedHeader), "part of the signature")
        XCTAssertEqual(ImageHeader.read(png.prefix(20)), .failure(.truncatedHeader), "IHDR without its height")
        XCTAssertEqual(ImageHeader.read(png.dropLast(12)), .failure(.truncatedData), "no IEND")
        XCTAssertEqual(try read("kitten-320x240-truncated.png"), .failure(.truncatedData))

        let jpeg = [UInt8](try Fixtures.data("thumbnails/kitten-320x240.jpg"))
        XCTAssertEqual(ImageHeader.read(jpeg.prefix(2)), .failure(.truncatedHeader))
        XCTAssertEqual(ImageHeader.read(jpeg.prefix(75)), .failure(.truncatedHeader), "inside the frame header")
        XCTAssertEqual(ImageHeader.read(jpeg.prefix(jpeg.count / 2)), .failure(.truncatedData))
        XCTAssertEqual(ImageHeader.read(jpeg.dropLast(2)), .failure(.truncatedData), "no EOI")

        let gif = [UInt8](try Fixtures.data("thumbnails/kitten-8x6.gif"))
        XCTAssertEqual(ImageHeader.read(gif.prefix(4)), .failure(.truncatedHeader))
        XCTAssertEqual(ImageHeader.read(gif.prefix(10)), .failure(.truncatedHeader))
        XCTAssertEqual(ImageHeader.read(gif.dropLast()), .failure(.truncatedData), "no trailer")
    }

    /// For a decoder that refuses a cut JPEG itself, the header is read up to the first scan
    /// only: a file cut in its scan data passes, one cut before it, or too large, does not.
    func testWithoutTheJPEGEndCheckAJPEGIsReadToItsFirstScan() throws {
        let jpeg = [UInt8](try Fixtures.data("thumbnails/kitten-320x240.jpg"))
        let size = ImageHeader(format: .jpeg, width: 320, height: 240)
        XCTAssertEqual(ImageHeader.read(jpeg, checkingJPEGEnd: false), .success(size))
        XCTAssertEqual(ImageHeader.read(jpeg.prefix(jpeg.count / 2), checkingJPEGEnd: false), .success(size), "cut in the scan")
        XCTAssertEqual(ImageHeader.read(jpeg.prefix(75), checkingJPEGEnd: false), .failure(.truncatedHeader))
        XCTAssertEqual(try read("bomb-30000x30000.jpg"), .failure(.tooLarge(width: 30000, height: 30000)))
        let bomb = try Fixtures.data("thumbnails/bomb-30000x30000.jpg")
        XCTAssertEqual(ImageHeader.read(bomb, checkingJPEGEnd: false), .failure(.tooLarge(width: 30000, height: 30000)))
        let png = [UInt8](try Fixtures.data("thumbnails/kitten-4x3.png"))
        XCTAssertEqual(ImageHeader.read(png.dropLast(12), checkingJPEGEnd: false), .failure(.truncatedData), "a PNG still needs its IEND")
    }

    func testTheLimitsAreFortyMegapixelsAnd16384PixelsASide() {
        XCTAssertEqual(ImageHeader.read(png(width: 8000, height: 5000)).map(\.width), .success(8000), "exactly 40 MP")
        XCTAssertEqual(ImageHeader.read(png(width: 16384, height: 2)).map(\.width), .success(16384))
        XCTAssertEqual(ImageHeader.read(png(width: 16385, height: 2)), .failure(.tooLarge(width: 16385, height: 2)))
        XCTAssertEqual(ImageHeader.read(png(width: 2, height: 16385)), .failure(.tooLarge(width: 2, height: 16385)))
        XCTAssertEqual(ImageHeader.read(png(width: 8001, height: 5000)), .failure(.tooLarge(width: 8001, height: 5000)))
        XCTAssertEqual(ImageHeader.read(png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)),
                       .failure(.tooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)))
        XCTAssertEqual(ImageHeader.read(png(width: 0, height: 5)), .failure(.malformed))
        XCTAssertEqual(ImageHeader.read(png(width: 0x8000_0000, height: 5)), .failure(.malformed), "PNG sides are 31-bit")
        let limits = ImageLimits(maxPixels: Int.max, maxSide: Int.max)
        XCTAssertFalse(limits.admits(width: Int.max, height: 2), "an overflowing product is refused")
        XCTAssertEqual(ImageLimits.standard, ImageLimits(maxPixels: 40_000_000, maxSide: 16_384))
    }

    func testJPEGSegmentsAreSkippedByTheirLengthUntilTheFrameHeader() {
        let fakeFrame: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x7F, 0xFF, 0x7F, 0xFF]
        let file = jpeg([
            segment(0xE1, Array("Exif\0\0".utf8) + fakeFrame),   // APP1 holding bytes shaped like SOF0
            segment(0xC4, [0x00] + [UInt8](repeating: 0, count: 16)),  // DHT shares the SOF range
            segment(0xCC, [0x00, 0x10]), segment(0xC8, []),            // DAC and JPG too
            segment(0xC2, frame(width: 300, height: 200)),             // progressive SOF2
        ])
        XCTAssertEqual(ImageHeader.read(file), .success(ImageHeader(format: .jpeg, width: 300, height: 200)))
    }

    func testJPEGMarkersMayHaveFillBytesAndStrayBytesBetweenSegments() {
        let file = [0xFF, 0xD8] + [0xFF, 0xFF, 0xFF] + segment(0xE0, Array("JFIF\0".utf8)).dropFirst()
            + [0x00, 0x42] + segment(0xC1, frame(width: 17, height: 9)) + scanWithStuffedBytes() + [0xFF, 0xD9]
        XCTAssertEqual(ImageHeader.read(file), .success(ImageHeader(format: .jpeg, width: 17, height: 9)))
    }

    func testJPEGWithoutAFrameBeforeItsScanOrWithAnEmptySideIsMalformed() {
        XCTAssertEqual(ImageHeader.read(jpeg([segment(0xDA, [1, 1, 0, 0, 63, 0])])), .failure(.malformed))
        XCTAssertEqual(ImageHeader.read([0xFF, 0xD8, 0xFF, 0xD9]), .failure(.malformed))
        XCTAssertEqual(ImageHeader.read(jpeg([segment(0xC0, frame(width: 40, height: 0))])), .failure(.malformed),
                       "height 0 means a DNL marker, which libjpeg does not support")
        XCTAssertEqual(ImageHeader.read(jpeg([[0xFF, 0xE0, 0x00, 0x01]])), .failure(.malformed), "a length under 2")
        XCTAssertEqual(ImageHeader.read([0xFF, 0xD8] + segment(0xE0, [UInt8](repeating: 0, count: 40))),
                       .failure(.truncatedHeader), "no frame header before the end")
    }

    func testGIFFramesAreWalkedToTheTrailer() throws {
        let gif = [UInt8](try Fixtures.data("thumbnails/kitten-8x6.gif"))
        // Insert a comment extension and an offset second frame reaching to (30, 20).
        let comment: [UInt8] = [0x21, 0xFE, 3] + Array("cat".utf8) + [0]
        let frame: [UInt8] = [0x2C, 22, 0, 14, 0, 8, 0, 6, 0, 0x00, 2, 2, 0x44, 0x01, 0]
        let file = Array(gif.dropLast()) + comment + frame + [0x3B]
        XCTAssertEqual(ImageHeader.read(file), .success(ImageHeader(format: .gif, width: 30, height: 20)))
        XCTAssertEqual(ImageHeader.read(Array(gif.dropLast()) + [0x99, 0x3B]), .failure(.malformed), "an unknown block")
        XCTAssertEqual(ImageHeader.read(Array(gif.dropLast()) + comment.dropLast(2)), .failure(.truncatedData), "cut in an extension")
        XCTAssertEqual(ImageHeader.read(Array(gif.dropLast()) + frame.prefix(8)), .failure(.truncatedData), "cut in a descriptor")
    }

    func testReadingASliceUsesItsOwnIndices() throws {
        let gif = try Fixtures.data("thumbnails/kitten-8x6.gif")
        let slice = (Data("KITTENS\n".utf8) + gif).dropFirst(8)
        XCTAssertEqual(ImageHeader.read(slice), .success(ImageHeader(format: .gif, width: 8, height: 6)))
    }

    func testRefusalsSaySomething() {
        let refusals: [ImageRefusal] = [.notAnImage, .truncatedHeader, .malformed, .truncatedData, .tooLarge(width: 9, height: 8)]
        XCTAssertTrue(refusals.allSatisfy { !$0.message.isEmpty })
        XCTAssertTrue(ImageRefusal.tooLarge(width: 30000, height: 20000).message.contains("30000 × 20000"))
    }

    // MARK: - Building files

    /// A PNG signature and IHDR, then IEND; no pixel data (the reader does not need any).
    private func png(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
            + bigEndian(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
    }

    private func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// SOFn payload: precision, height, width, one component.
    private func frame(width: Int, height: Int) -> [UInt8] {
        [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
    }

    /// SOS, then entropy-coded bytes with a stuffed FF 00 and an RST marker.
    private func scanWithStuffedBytes() -> [UInt8] {
        segment(0xDA, [1, 1, 0, 0, 63, 0]) + [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD3, 0x56]
    }

    private func jpeg(_ segments: [[UInt8]]) -> [UInt8] {
        [0xFF, 0xD8] + segments.joined() + scanWithStuffedBytes() + [0xFF, 0xD9]
    }
}
