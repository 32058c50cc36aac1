import Foundation
import Kittens
@testable import KittensGtk
@testable import KittensPictures
import KittensSupport
import TestSupport
import XCTest

/// Seeded mutations of small PNGs (plain, interlaced, palette, 16-bit, 1-bit grey) fed straight
/// to the bounded decoder, past the header check: each ends as a picture no larger than the
/// cover size, or as a typed failure, never a crash. Run under ASan by test-all.sh.
final class BoundedPNGMutationTests: XCTestCase {
    private static let tokens = Array("IHDRIDATIENDPLTEtRNSgAMAiCCPzTXt".utf8) + [0, 0xFF, 0x7F, 0x80, 8, 16, 1, 3, 6]
    private static let mutator = ByteMutator(tokens: tokens, maxEdits: 6, maxRepeat: 48)

    func testMutatedPNGsEndAsAPictureOrATypedFailure() throws {
        let seeds = try [
            PNGFixture.make(width: 37, height: 23),
            PNGFixture.make(width: 37, height: 23, interlaced: true),
            PNGFixture.make(width: 37, height: 23, colorType: 3, bitDepth: 8, interlaced: true),
            PNGFixture.make(width: 37, height: 23, colorType: 6, bitDepth: 16),
            PNGFixture.make(width: 37, height: 23, colorType: 0, bitDepth: 1, interlaced: true),
        ].map { [UInt8]($0) }
        for seed in seeds {
            var rewritten = seed
            Self.fixCRCs(&rewritten)
            XCTAssertEqual(rewritten, seed, "the CRCs are computed as libpng wrote them")
        }
        var generator = SeededGenerator(state: 18)
        var decoded = 0
        for round in 0..<3000 {
            var bytes = Self.mutator.mutate(seeds[round % seeds.count], using: &generator)
            // Half the time the chunks' CRCs are made right again, so that libpng reads past
            // them into the damaged header, palette and compressed rows.
            if round % 2 == 0 { Self.fixCRCs(&bytes) }
            let input = Data(bytes)
            switch BoundedPNGDecoder.decode(input, target: (8, 6), scaling: .cover, limits: .standard) {
            case .success(let texture):
                decoded += 1
                XCTAssertLessThanOrEqual(texture.width * texture.height, 37 * 23 * 4, "round \(round)")
            case .failure(let failure):
                XCTAssertTrue([.undecodable, .refused(.truncatedData), .refused(.malformed)].contains(failure)
                    || { if case .refused(.tooLarge) = failure { return true } else { return false } }(), "round \(round): \(failure)")
            }
        }
        XCTAssertGreaterThan(decoded, 0, "some mutations (in ancillary chunks, after IEND) still decode")
    }

    /// Rewrites the CRC of every whole chunk after the signature; stops at the first chunk that
    /// does not fit.
    private static func fixCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return }
            let crc = crc32(bytes[offset + 4..<offset + 8 + length])
            let end = offset + 8 + length
            for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }
            offset = end + 4
        }
    }

    /// The CRC-32 of PNG chunks (ISO 3309), bit by bit: the inputs are small.
    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
