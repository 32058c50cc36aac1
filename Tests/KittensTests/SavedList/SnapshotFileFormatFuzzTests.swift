import Foundation
import Kittens
import KittensSupport
import TestSupport
import XCTest

/// Random and mutated saved lists: decoding must never trap, and whatever it accepts is safe.
final class SnapshotFileFormatFuzzTests: XCTestCase {

    private static let tokens = Array("[]{}\",:0123456789.-+eEtrufalsn \\/".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xE2, 0x80]

    private static let mutator = ByteMutator(tokens: tokens, maxEdits: 8, maxRepeat: 64)

    private func assertSafe(_ bytes: [UInt8], context: String) -> Bool {
        guard let decoded = try? SnapshotFileFormat.decode(Data(bytes)) else { return false }
        let snapshot = decoded.snapshot
        XCTAssertGreaterThanOrEqual(decoded.droppedEntries, 0, context)
        XCTAssertLessThanOrEqual(snapshot.images.count, SnapshotFileFormat.maximumImages, context)
        XCTAssertTrue((0...SnapshotFileFormat.maximumNextPage).contains(snapshot.nextPage), context)
        XCTAssertEqual(Set(snapshot.images.map(\.url)).count, snapshot.images.count, "duplicate URL, \(context)")
        for image in snapshot.images {
            XCTAssertEqual(WebURL.url(from: image.url.absoluteString), image.url, context)
        }
        return true
    }

    func testMutatedSavedListsNeverTrap() throws {
        let snapshot = ListingSnapshot(
            images: kittens(4) + [KittenImage(id: "sized", url: URL(string: "http://example.org/s.png")!, width: 3, height: 4)],
            nextPage: 12, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 1_800_000_000))
        let original = [UInt8](try SnapshotFileFormat.encode(snapshot))
        let seed: UInt64 = 20_270_115
        var generator = SeededGenerator(state: seed)
        var decodedSome = false
        for iteration in 0..<3_000 {
            let bytes = Self.mutator.mutate(original, using: &generator)
            if assertSafe(bytes, context: "seed \(seed) #\(iteration)") { decodedSome = true }
        }
        XCTAssertTrue(decodedSome, "the mutations are small enough that some lists still decode")
    }

    func testRandomBytesNeverTrap() {
        let seed: UInt64 = 11
        var generator = SeededGenerator(state: seed)
        for iteration in 0..<2_000 {
            let bytes = Self.mutator.randomBytes(maxCount: 256, using: &generator)
            _ = assertSafe(bytes, context: "seed \(seed) #\(iteration)")
        }
    }
}
