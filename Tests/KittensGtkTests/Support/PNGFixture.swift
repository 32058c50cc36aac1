import CGtk
import Foundation
@testable import KittensGtk
@testable import KittensPictures
import PNGFixtureWriter
import TestSupport
import XCTest

/// PNG files made at test time (`PNGFixtureWriter`), and gdk-pixbuf's own decode of them as
/// the reference the bounded decoder is compared with.
enum PNGFixture {
    /// A PNG of `width` x `height` pixels; see `kittens_png_fixture_pattern`.
    static func make(
        width: UInt32, height: UInt32, pattern: kittens_png_fixture_pattern = KITTENS_PNG_FIXTURE_GRADIENT, interlaced: Bool = false
    ) throws -> Data {
        var length = 0
        let bytes = try XCTUnwrap(kittens_png_fixture(width, height, pattern, interlaced ? 1 : 0, &length), "libpng wrote the fixture")
        defer { kittens_png_fixture_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// The gradient as a PNG of libpng's colour type `colorType` (0 grey, 2 RGB, 3 palette,
    /// 4 grey and alpha, 6 RGBA) at `bitDepth` bits.
    static func make(width: UInt32, height: UInt32, colorType: Int32, bitDepth: Int32, interlaced: Bool = false) throws -> Data {
        var length = 0
        let bytes = try XCTUnwrap(
            kittens_png_fixture_typed(width, height, colorType, bitDepth, interlaced ? 1 : 0, &length),
            "libpng wrote colour type \(colorType) at \(bitDepth) bits")
        defer { kittens_png_fixture_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// gdk-pixbuf's decode of the whole picture, scaled to `width` x `height` with area
    /// averaging (`GDK_INTERP_TILES`), as premultiplied pixels in GDK's default memory format.
    static func pixbufReference(_ data: Data, width: Int32, height: Int32) throws -> [UInt8] {
        let loader = try XCTUnwrap(gdk_pixbuf_loader_new_with_type("png", nil))
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = data.withUnsafeBytes {
            gdk_pixbuf_loader_write(loader, $0.baseAddress?.assumingMemoryBound(to: guchar.self), gsize($0.count), nil)
        }
        XCTAssertNotEqual(gdk_pixbuf_loader_close(loader, nil), 0)
        XCTAssertNotEqual(written, 0)
        let full = try XCTUnwrap(gdk_pixbuf_loader_get_pixbuf(loader))
        let scaled = try XCTUnwrap(gdk_pixbuf_scale_simple(full, width, height, GDK_INTERP_TILES))
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        let texture = Texture(owning: try XCTUnwrap(gdk_texture_new_for_pixbuf(scaled)))
        return MainActor.assumeIsolated { PixelImage(texture: texture.texture).bytes }
    }
}
