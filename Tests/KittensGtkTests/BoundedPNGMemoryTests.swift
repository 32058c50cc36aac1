import CGtk
import Foundation
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import PNGFixtureWriter
import TestSupport
import XCTest

/// Issue 18's done-test for PNG: a 39.9 MP PNG (7000 x 5700, within the 40 MP limit) made into
/// a thumbnail raises the peak resident size by far less than its 160 MB of pixels. Measured in
/// a child process of the test bundle, whose peak no other test has touched.
final class BoundedPNGMemoryTests: XCTestCase {
    private static let budget = 32 << 20

    func testA40MegapixelPNGThumbnailStaysWithinTheBound() throws {
        guard try runsInChild(with: [:]) else { return }
        // Written one row at a time: the fixture costs its writer 28 KB of pixels.
        let png = try PNGFixture.make(width: 7000, height: 5700, pattern: KITTENS_PNG_FIXTURE_MOSTLY_UNIFORM)
        XCTAssertTrue(ImageLimits.standard.admits(width: 7000, height: 5700))
        let decoder = ThumbnailDecoder(width: 96, height: 72)
        // The first decode pays one-time costs: libpng, gdk-pixbuf's texture code.
        XCTAssertNotNil(try? decoder.decode(try PNGFixture.make(width: 640, height: 480)).get())

        let baseline = try resetPeak()
        let texture = try decoder.decode(png).get()
        let growth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - baseline
        XCTAssertEqual([texture.width, texture.height], [96, 72])
        XCTAssertLessThan(growth, Self.budget, "grew by \(ProcessMemory.mebibytes(growth)) MB")

        // The same measure sees gdk-pixbuf's PNG loader, which decodes at full size first.
        let controlBaseline = try resetPeak()
        let loader = try XCTUnwrap(gdk_pixbuf_loader_new_with_type("png", nil))
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        gdk_pixbuf_loader_set_size(loader, 96, 79)
        _ = png.withUnsafeBytes {
            gdk_pixbuf_loader_write(loader, $0.baseAddress?.assumingMemoryBound(to: guchar.self), gsize($0.count), nil)
        }
        XCTAssertNotEqual(gdk_pixbuf_loader_close(loader, nil), 0)
        let controlGrowth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - controlBaseline
        XCTAssertGreaterThan(controlGrowth, 100 << 20, "gdk-pixbuf's loader grew by \(ProcessMemory.mebibytes(controlGrowth)) MB")
    }

    /// Issue 25: two compressed text chunks of 7.9 MB each in a 15 KB file, which libpng inflated
    /// and kept until the decode ended, measured from outside the decoder.
    func testAPNGFullOfCompressedTextRaisesThePeakByFarLessThanItsText() throws {
        guard try runsInChild(with: [:]) else { return }
        let png = try Fixtures.data("png/text-bombs-rgba8-9x7.png")
        let decoder = ThumbnailDecoder(width: 96, height: 72)
        XCTAssertNotNil(try? decoder.decode(try PNGFixture.make(width: 640, height: 480)).get())

        let baseline = try resetPeak()
        let texture = try decoder.decode(png).get()
        let growth = try XCTUnwrap(ProcessMemory.peakResidentBytes) - baseline
        XCTAssertEqual([texture.width, texture.height], [96, 72], "the thumbnail still shows")
        XCTAssertLessThan(growth, 4 << 20, "grew by \(ProcessMemory.mebibytes(growth)) MB")
    }

    /// Resets the process's peak resident size and returns the resident size now.
    private func resetPeak() throws -> Int {
        XCTAssertTrue(ProcessMemory.resetPeak(), "/proc/self/clear_refs")
        return try XCTUnwrap(ProcessMemory.residentBytes)
    }
}
