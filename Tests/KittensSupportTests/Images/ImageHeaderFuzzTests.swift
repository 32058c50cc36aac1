import Foundation
import TestSupport
import XCTest
@testable import KittensSupport

/// Mutated and random files: reading a header never traps, and what it accepts is within limits.
/// (CI also fuzzes `ImageHeader.swift` with libFuzzer; this keeps a quick, replayable share of
/// that in the ordinary suite.)
final class ImageHeaderFuzzTests: XCTestCase {

    /// Bytes that mean something to one of the formats.
    private static let tokens: [UInt8] = [0x00, 0xFF, 0xD8, 0xD9, 0xDA, 0xC0, 0xC2, 0xC4, 0xE1, 0x2C, 0x21, 0x3B, 0x80, 0x87, 0x7F]

    private static let mutator = ByteMutator(tokens: tokens, maxEdits: 6, maxRepeat: 32)

    private func assertSafe(_ bytes: [UInt8], _ context: @autoclosure () -> String) {
        guard case .success(let header) = ImageHeader.read(bytes) else { return }
        XCTAssertTrue(ImageLimits.standard.admits(width: header.width, height: header.height), context())
        let expectedFirstByte: UInt8 = switch header.format {
        case .png: 0x89
        case .jpeg: 0xFF
        case .gif: 0x47
        }
        XCTAssertEqual(bytes.first, expectedFirstByte, context())
    }

    func testMutatedFixturesNeverTrap() throws {
        let names = ["kitten-4x3.png", "kitten-320x240.jpg", "kitten-8x6.gif", "bomb-30000x30000.jpg",
                     "bomb-65535x65535.gif", "bomb-frame-20000x20000.gif"]
        let seeds = try names.map { [UInt8](try Fixtures.data("thumbnails/\($0)")) }
        let seed: UInt64 = 20_261_123
        var generator = SeededGenerator(state: seed)
        var accepted = 0
        for iteration in 0..<6_000 {
            let bytes = Self.mutator.mutate(seeds[iteration % seeds.count], using: &generator)
            assertSafe(bytes, "seed \(seed) #\(iteration)")
            if case .success = ImageHeader.read(bytes) { accepted += 1 }
        }
        XCTAssertGreaterThan(accepted, 100, "the mutations are small enough that some files still read")
    }

    func testRandomBytesAfterEachSignatureNeverTrap() {
        let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF],
                                     Array("GIF89a".utf8), []]
        let seed: UInt64 = 11
        var generator = SeededGenerator(state: seed)
        for iteration in 0..<4_000 {
            let tail = Self.mutator.randomBytes(maxCount: 300, using: &generator)
            assertSafe(signatures[iteration % signatures.count] + tail, "seed \(seed) #\(iteration)")
        }
    }
}
