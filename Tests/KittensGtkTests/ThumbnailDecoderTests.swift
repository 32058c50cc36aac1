import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import TestSupport
import XCTest

/// Decoding and scaling, without a display.
final class ThumbnailDecoderTests: XCTestCase {
    private let decoder = ThumbnailDecoder(width: 96, height: 72)

    func testAPNGBecomesAThumbnailOfExactlyTheRequestedSize() throws {
        for name in ["kitten-4x3.png", "kitten-320x240.png", "kitten-640x480.png", "kitten-320x240.jpg", "kitten-8x6.gif"] {
            let texture = try decoder.decode(try Fixtures.thumbnail(name)).get()
            XCTAssertEqual(texture.width, 96, name)
            XCTAssertEqual(texture.height, 72, name)
            XCTAssertEqual(texture.byteCount, 96 * 72 * 4)
        }
    }

    func testAWideImageIsCroppedToCoverNotStretched() throws {
        let texture = try ThumbnailDecoder(width: 10, height: 10).decode(try Fixtures.thumbnail("kitten-320x240.png")).get()
        XCTAssertEqual(texture.width, 10)
        XCTAssertEqual(texture.height, 10)
    }

    func testSomethingThatIsNotAnImageFails() {
        XCTAssertEqual(decoder.decode(try Fixtures.thumbnail("not-an-image.png")).failure, .refused(.notAnImage))
        XCTAssertEqual(decoder.decode(Data()).failure, .refused(.notAnImage))
    }

    func testTheScaledColoursComeFromTheImage() throws {
        // Pixel (0,0) of both fixtures is (230,120,40), opaque; memory is premultiplied BGRA.
        let png = try ThumbnailDecoder(width: 4, height: 3).decode(try Fixtures.thumbnail("kitten-4x3.png")).get()
        XCTAssertEqual(firstPixel(png), [40, 120, 230, 255])
        let gif = try ThumbnailDecoder(width: 8, height: 6).decode(try Fixtures.thumbnail("kitten-8x6.gif")).get()
        XCTAssertEqual(firstPixel(gif), [40, 120, 230, 255])
        // The JPEG is grey: its first 8x8 block has level 40, its neighbours 44 and 41. Scaled
        // down, the corner pixel blends them.
        let jpeg = try ThumbnailDecoder(width: 320, height: 240).decode(try Fixtures.thumbnail("kitten-320x240.jpg")).get()
        XCTAssertEqual(firstPixel(jpeg), [40, 40, 40, 255])
        let scaled = try ThumbnailDecoder(width: 32, height: 24).decode(try Fixtures.thumbnail("kitten-320x240.jpg")).get()
        XCTAssertEqual(firstPixel(scaled).map { Int($0) }[0], 41, accuracy: 1)
    }

    func testHostileFilesEndAsTypedFailuresWithoutADecode() {
        let expected: [String: PictureLoadError] = [
            "bomb-30000x30000.jpg": .refused(.tooLarge(width: 30000, height: 30000)),
            "bomb-10000x10000.png": .refused(.tooLarge(width: 10000, height: 10000)),
            "bomb-65535x65535.gif": .refused(.tooLarge(width: 65535, height: 65535)),
            "bomb-frame-20000x20000.gif": .refused(.tooLarge(width: 20000, height: 20000)),
            "kitten-320x240-truncated.png": .refused(.truncatedData),
            "empty.png": .refused(.notAnImage),
        ]
        for (name, failure) in expected {
            XCTAssertEqual(decoder.decode(try Fixtures.thumbnail(name)).failure, failure, name)
        }
        XCTAssertEqual(decoder.decode(try Fixtures.data("error-page.html")).failure, .refused(.notAnImage))
    }

    func testTheLoaderDecodesAtTheCoverSize() throws {
        let cases: [(String, ImageFormat, [Int])] = [
            ("kitten-320x240.jpg", .jpeg, [96, 72]), ("kitten-640x480.png", .png, [96, 72]),
            ("kitten-4x3.png", .png, [4, 3]), ("kitten-8x6.gif", .gif, [8, 6]),
        ]
        for (name, format, size) in cases {
            let texture = try ScaledPixbufLoader.decode(
                try Fixtures.thumbnail(name), format: format, covering: (96, 72), limits: .standard).get()
            XCTAssertEqual([texture.width, texture.height], size, name)
        }
    }

    /// Defence in depth: bytes that got past the header check are refused again by the size the
    /// loader itself finds, before it allocates the picture.
    func testTheLoaderRefusesAnOversizedPictureWhenTheHeaderCheckIsBypassed() throws {
        let cases: [(String, ImageFormat, ImageRefusal)] = [
            ("bomb-30000x30000.jpg", .jpeg, .tooLarge(width: 30000, height: 30000)),
            ("bomb-10000x10000.png", .png, .tooLarge(width: 10000, height: 10000)),
            ("bomb-65535x65535.gif", .gif, .tooLarge(width: 65535, height: 65535)),
        ]
        let inputs = try cases.map { try Fixtures.thumbnail($0.0) }
        let baseline = try resetPeak()
        for ((name, format, refusal), data) in zip(cases, inputs) {
            let result = ScaledPixbufLoader.decode(data, format: format, covering: (96, 72), limits: .standard)
            XCTAssertEqual(result.failure, .refused(refusal), name)
        }
        let growth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - baseline
        XCTAssertLessThan(growth, 16 << 20, "nothing near a picture's size was allocated (the JPEG alone decodes to 2.5 GB)")
    }

    /// libjpeg decodes at 1/8 of the size when the loader asks for a thumbnail: a 6000x6000 JPEG
    /// (108 MB decoded) costs about 2 MB. The same measure sees a full-size decode.
    func testAJPEGIsDecodedScaledDownNotAtFullSize() throws {
        let jpeg = try makeJPEG(width: 6000, height: 6000)
        // The first decode pays one-time costs: the loader module, a sanitizer's fake stacks.
        XCTAssertNotNil(try? decoder.decode(jpeg).get())
        let baseline = try resetPeak()
        let texture = try decoder.decode(jpeg).get()
        let scaledGrowth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - baseline
        XCTAssertEqual([texture.width, texture.height], [96, 72])
        XCTAssertLessThan(scaledGrowth, 32 << 20, "grew by \(ProcessMemory.mebibytes(scaledGrowth)) MB")

        let controlBaseline = try resetPeak()
        let bytes = jpeg.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let full = try XCTUnwrap(gdk_texture_new_from_bytes(bytes, nil))
        let fullGrowth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - controlBaseline
        g_object_unref(UnsafeMutableRawPointer(full))
        XCTAssertGreaterThan(fullGrowth, 64 << 20, "a full-size decode shows up in the same measure")
    }

    // MARK: - Helpers

    private func firstPixel(_ texture: Texture) -> [UInt8] {
        MainActor.assumeIsolated { Array(PixelImage(texture: texture.texture).pixel(x: 0, y: 0)) }
    }

    /// Resets the process's peak resident size and returns the resident size now.
    private func resetPeak() throws -> Int {
        XCTAssertTrue(ProcessMemory.resetPeak(), "/proc/self/clear_refs")
        return try XCTUnwrap(ProcessMemory.residentBytes)
    }

    /// A JPEG of a flat colour, encoded by gdk-pixbuf.
    private func makeJPEG(width: Int32, height: Int32) throws -> Data {
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0xE6_78_28_FF)
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        XCTAssertNotEqual(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", nil, nil, nil), 0)
        defer { g_free(buffer) }
        return Data(bytes: try XCTUnwrap(buffer), count: Int(size))
    }
}
