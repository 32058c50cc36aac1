import CGtk
import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import PNGFixtureWriter
import TestSupport
import XCTest

/// The bounded PNG decoder against gdk-pixbuf's full decode, on fixtures written at test time,
/// interlaced or not, whole, truncated or damaged. No display needed.
final class BoundedPNGDecoderTests: XCTestCase {
    private let width: UInt32 = 301, height: UInt32 = 203

    func testADecodeMatchesGdkPixbufsFullDecodeScaled() throws {
        let png = try PNGFixture.make(width: width, height: height)
        let texture = try ScaledPixbufLoader.decode(png, format: .png, covering: (96, 72), limits: .standard).get()
        XCTAssertEqual([texture.width, texture.height], [107, 72], "the cover size of 301 x 203 for 96 x 72")
        let decoded = Self.pixels(texture)
        let reference = try PNGFixture.pixbufReference(png, width: Int32(texture.width), height: Int32(texture.height))
        assertClose(decoded, reference)
    }

    func testEveryColourTypeAndDepthMatchesGdkPixbuf() throws {
        let kinds: [(colorType: Int32, depths: [Int32])] = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [8]), (4, [8, 16]), (6, [16])]
        for (colorType, depths) in kinds {
            for depth in depths {
                for interlaced in [false, true] {
                    let png = try PNGFixture.make(width: width, height: height, colorType: colorType, bitDepth: depth, interlaced: interlaced)
                    let texture = try BoundedPNGDecoder.decode(png, target: (96, 72), scaling: .cover, limits: .standard).get()
                    XCTAssertEqual([texture.width, texture.height], [107, 72])
                    let reference = try PNGFixture.pixbufReference(png, width: Int32(texture.width), height: Int32(texture.height))
                    // At 1 and 2 bits the gradient is a few hard steps (255 and 85 apart), and a cell
                    // edge one source pixel off gdk-pixbuf's moves a third of a step.
                    assertClose(Self.pixels(texture), reference,
                                "colour type \(colorType), \(depth) bits, interlaced: \(interlaced)", largest: depth < 4 ? 64 : 24)
                }
            }
        }
    }

    func testAnInterlacedPictureDecodesToTheSamePixelsAsAPlainOne() throws {
        let plain = try PNGFixture.make(width: width, height: height)
        let interlaced = try PNGFixture.make(width: width, height: height, interlaced: true)
        XCTAssertNotEqual(plain, interlaced)
        for box in [(96, 72), (7, 5), (301, 203), (1, 1)] {
            let one = try decoded(plain, covering: box), other = try decoded(interlaced, covering: box)
            XCTAssertEqual(one, other, "\(box)")
        }
        let texture = try BoundedPNGDecoder.decode(interlaced, target: (96, 72), scaling: .cover, limits: .standard).get()
        let reference = try PNGFixture.pixbufReference(interlaced, width: Int32(texture.width), height: Int32(texture.height))
        assertClose(Self.pixels(texture), reference)
    }

    func testBytesFedOneAtATimeDecodeTheSame() throws {
        let png = try PNGFixture.make(width: width, height: height, interlaced: true)
        let whole = try BoundedPNGDecoder.decode(png, target: (96, 72), scaling: .cover, limits: .standard).get()
        let trickled = try BoundedPNGDecoder.decode(png, target: (96, 72), scaling: .cover, limits: .standard, chunkSize: 1).get()
        XCTAssertEqual(
            Self.pixels(whole),
            Self.pixels(trickled))
    }

    func testTheViewerDecodesToFitItsBox() throws {
        let png = try PNGFixture.make(width: width, height: height)
        let fitted = try ScaledPixbufLoader.decode(png, format: .png, fitting: (100, 100), limits: .standard).get()
        XCTAssertEqual([fitted.width, fitted.height], [100, 67])
        let whole = try ScaledPixbufLoader.decode(png, format: .png, fitting: (1000, 1000), limits: .standard).get()
        XCTAssertEqual([whole.width, whole.height], [301, 203], "never scaled up")
    }

    func testATruncatedPictureIsRefusedCleanly() throws {
        for interlaced in [false, true] {
            let png = try PNGFixture.make(width: width, height: height, interlaced: interlaced)
            for length in [0, 8, 20, 33, 60, png.count / 2, png.count - 13] {
                let result = BoundedPNGDecoder.decode(png.prefix(length), target: (96, 72), scaling: .cover, limits: .standard)
                XCTAssertEqual(result.failure, .refused(.truncatedData), "\(length) of \(png.count) bytes, interlaced: \(interlaced)")
            }
        }
    }

    func testADamagedPictureIsUndecodable() throws {
        var png = try PNGFixture.make(width: width, height: height)
        png[png.count / 2] ^= 0xFF
        let result = BoundedPNGDecoder.decode(png, target: (96, 72), scaling: .cover, limits: .standard)
        XCTAssertEqual(result.failure, .undecodable)
        var signature = try PNGFixture.make(width: width, height: height)
        signature[1] = 0
        XCTAssertEqual(BoundedPNGDecoder.decode(signature, target: (96, 72), scaling: .cover, limits: .standard).failure, .undecodable)
    }

    func testAPictureOverTheLimitsIsRefusedByItsOwnHeader() throws {
        let png = try PNGFixture.make(width: width, height: height)
        let limits = ImageLimits(maxPixels: 1000, maxSide: 16384)
        let result = BoundedPNGDecoder.decode(png, target: (96, 72), scaling: .cover, limits: limits)
        XCTAssertEqual(result.failure, .refused(.tooLarge(width: 301, height: 203)))
    }

    // MARK: - Helpers

    private static func pixels(_ texture: Texture) -> [UInt8] {
        MainActor.assumeIsolated { PixelImage(texture: texture.texture).bytes }
    }

    private func decoded(_ png: Data, covering box: (Int, Int)) throws -> [UInt8] {
        let texture = try BoundedPNGDecoder.decode(png, target: box, scaling: .cover, limits: .standard).get()
        return Self.pixels(texture)
    }

    /// Area averaging on slightly different cell edges than gdk-pixbuf's: close on average,
    /// never far anywhere.
    private func assertClose(
        _ decoded: [UInt8], _ reference: [UInt8], _ what: String = "", largest allowed: Int = 24,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(decoded.count, reference.count, file: file, line: line)
        let differences = zip(decoded, reference).map { abs(Int($0) - Int($1)) }
        let mean = Double(differences.reduce(0, +)) / Double(max(1, differences.count))
        let largest = differences.max() ?? 0
        // Measured: a mean of 0.8 and a largest difference of 17 on the 301 x 203 gradient.
        XCTAssertLessThan(mean, 1.5, "mean difference \(mean) \(what)", file: file, line: line)
        XCTAssertLessThanOrEqual(largest, allowed, "largest difference \(what)", file: file, line: line)
    }
}
