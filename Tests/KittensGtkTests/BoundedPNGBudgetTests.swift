import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import TestSupport
import XCTest

/// Issue 25: every byte a PNG decode holds is counted where it is allocated and held to a budget
/// from the size drawn, whatever chunks the file carries; and a decode has a CPU deadline.
final class BoundedPNGBudgetTests: XCTestCase {
    /// A zTXt and an iTXt chunk that inflate to 7.9 MB each, in a 15 KB file: libpng inflated
    /// and kept every such chunk until the decode ended, which took the app to gigabytes.
    func testCompressedTextChunksAreSkippedUnreadAndTheDecodeStaysWithinItsBudget() throws {
        let png = try Fixtures.data("png/text-bombs-rgba8-9x7.png")
        let decode = BoundedPNGDecoder.decodeMeasured(png, target: (96, 72), scaling: .cover, limits: .standard)
        let texture = try decode.result.get()
        XCTAssertEqual([texture.width, texture.height], [9, 7], "the pixels still show")
        XCTAssertLessThanOrEqual(decode.peakBytes, decode.budgetBytes)
        XCTAssertLessThan(decode.peakBytes, 1 << 20, "no text chunk was inflated: held \(decode.peakBytes) bytes at most")
        XCTAssertLessThan(decode.budgetBytes, BoundedPNGDecoder.allowance + (64 << 10), "the budget follows the size drawn")
    }

    /// Drawn at 1 x 1, the picture leaves libpng only its allowance, too little for zlib's window.
    func testADecodeThatWouldPassItsBudgetIsRefusedInWords() throws {
        let png = try PNGFixture.make(width: 301, height: 203)
        XCTAssertNoThrow(try BoundedPNGDecoder.decode(png, target: (1, 1), scaling: .cover, limits: .standard).get())
        let decode = BoundedPNGDecoder.decodeMeasured(png, target: (1, 1), scaling: .cover, limits: .standard, allowance: 16 << 10)
        XCTAssertEqual(decode.result.failure, .refused(.overBudget))
        XCTAssertLessThanOrEqual(decode.peakBytes, decode.budgetBytes, "the allocation that would pass it never happened")
        XCTAssertEqual(
            decode.result.failure?.message,
            "The picture could not be read: it needs more memory than one picture may use.")
    }

    /// libpng's progressive reader buffers a chunk before the pixels whole while it skips it,
    /// so the chunk's length is memory: the allowance bounds it.
    func testAChunkLongerThanTheAllowanceIsRefusedAndAShorterOneSkipped() throws {
        let png = try PNGFixture.make(width: 301, height: 203)
        let long = try Self.inserting(chunkOf: BoundedPNGDecoder.allowance + 1, into: png)
        XCTAssertEqual(BoundedPNGDecoder.decode(long, target: (96, 72), scaling: .cover, limits: .standard).failure, .refused(.overBudget))
        let short = try Self.inserting(chunkOf: BoundedPNGDecoder.allowance / 2, into: png)
        let decode = BoundedPNGDecoder.decodeMeasured(short, target: (96, 72), scaling: .cover, limits: .standard)
        XCTAssertNoThrow(try decode.result.get())
        XCTAssertLessThanOrEqual(decode.peakBytes, decode.budgetBytes)
    }

    func testADecodePastItsCPUTimeIsRefusedAsTooSlow() throws {
        let png = try PNGFixture.make(width: 301, height: 203)
        let limits = ImageLimits(maxPixels: ImageLimits.standard.maxPixels, maxSide: ImageLimits.standard.maxSide, maxDecodeCPUTime: .zero)
        let result = BoundedPNGDecoder.decode(png, target: (96, 72), scaling: .cover, limits: limits)
        XCTAssertEqual(result.failure, .refused(.tooSlow))
        XCTAssertEqual(result.failure?.message, "The picture could not be read: it took too long to decode.")
        XCTAssertNoThrow(try BoundedPNGDecoder.decode(png, target: (96, 72), scaling: .cover, limits: .standard).get())
    }

    /// `png` with a private ancillary chunk (`prVt`) of `length` zero bytes after its header.
    private static func inserting(chunkOf length: Int, into png: Data) throws -> Data {
        let afterHeader = 8 + 25
        guard png.count > afterHeader, let size = UInt32(exactly: length) else {
            throw TestEnvironmentError(description: "no room for a chunk of \(length) bytes")
        }
        var chunk = Data([UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)])
        chunk.append(contentsOf: Array("prVt".utf8))
        chunk.append(Data(count: length + 4))
        return png.prefix(afterHeader) + chunk + png.dropFirst(afterHeader)
    }
}
