import CGLib
import CGtk
@testable import KittensPictures
import XCTest

/// `Texture.region`: a rectangle of a decoded texture, sharing its pixels, for the zoomed viewer.
final class TextureRegionTests: XCTestCase {
    /// A 4 x 3 texture whose pixel (x, y) is opaque grey 10 * (y * 4 + x).
    private func numbered() throws -> Texture {
        let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * 3 * 4)
        for index in 0..<12 {
            for channel in 0..<3 { pixels[index * 4 + channel] = UInt8(index * 10) }
            pixels[index * 4 + 3] = 255
        }
        return try XCTUnwrap(Texture(takingPremultipliedRGBA: pixels, width: 4, height: 3) { $0?.assumingMemoryBound(to: UInt8.self).deallocate() })
    }

    /// The grey level of each pixel of `texture`, row by row.
    private func greys(_ texture: Texture) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: texture.width * texture.height * 4)
        gdk_texture_download(texture.texture, &bytes, gsize(texture.width * 4))
        return stride(from: 0, to: bytes.count, by: 4).map { bytes[$0] }
    }

    func testARegionShowsThatRectangleOfThePicture() throws {
        let texture = try numbered()
        let region = try XCTUnwrap(texture.region(x: 1, y: 1, width: 2, height: 2))
        XCTAssertEqual([region.width, region.height], [2, 2])
        XCTAssertEqual(greys(region), [50, 60, 90, 100])
        XCTAssertEqual(greys(try XCTUnwrap(region.region(x: 1, y: 0, width: 1, height: 2))), [60, 100], "a region of a region")
    }

    func testARectangleNotInsideThePictureHasNoRegion() throws {
        let texture = try numbered()
        XCTAssertNil(texture.region(x: 3, y: 0, width: 2, height: 1))
        XCTAssertNil(texture.region(x: -1, y: 0, width: 1, height: 1))
        XCTAssertNil(texture.region(x: 0, y: 0, width: 0, height: 1))
        XCTAssertNotNil(texture.region(x: 0, y: 0, width: 4, height: 3))
    }
}
