import CGtk
import Foundation
@testable import KittensGtk
import XCTest

/// Decoding and scaling, without a display.
final class ThumbnailDecoderTests: XCTestCase {
    private let decoder = ThumbnailDecoder(width: 96, height: 72)

    func testAPNGBecomesAThumbnailOfExactlyTheRequestedSize() throws {
        for name in ["kitten-4x3.png", "kitten-320x240.png", "kitten-640x480.png"] {
            let texture = try XCTUnwrap(decoder.decode(Fixtures.thumbnail(name)), name)
            XCTAssertEqual(texture.width, 96, name)
            XCTAssertEqual(texture.height, 72, name)
            XCTAssertEqual(texture.byteCount, 96 * 72 * 4)
        }
    }

    func testAWideImageIsCroppedToCoverNotStretched() throws {
        let texture = try XCTUnwrap(ThumbnailDecoder(width: 10, height: 10).decode(Fixtures.thumbnail("kitten-320x240.png")))
        XCTAssertEqual(texture.width, 10)
        XCTAssertEqual(texture.height, 10)
    }

    func testSomethingThatIsNotAnImageFails() {
        XCTAssertNil(decoder.decode(Fixtures.thumbnail("not-an-image.png")))
        XCTAssertNil(decoder.decode(Data()))
    }

    func testTheScaledColoursComeFromTheImage() throws {
        let texture = try XCTUnwrap(ThumbnailDecoder(width: 4, height: 3).decode(Fixtures.thumbnail("kitten-4x3.png")))
        var pixels = [UInt8](repeating: 0, count: 4 * 3 * 4)
        pixels.withUnsafeMutableBytes { gdk_texture_download(texture.texture, $0.baseAddress?.assumingMemoryBound(to: guchar.self), 16) }
        // Pixel (0,0) of the fixture is (230,120,40), opaque; memory is premultiplied BGRA.
        XCTAssertEqual(Array(pixels[0..<4]), [40, 120, 230, 255])
    }
}
