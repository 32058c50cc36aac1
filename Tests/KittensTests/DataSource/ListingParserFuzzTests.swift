import Foundation
import Kittens
import KittensSupport
import TestSupport
import XCTest

/// Random and mutated answers: the parser must never crash, and whatever it accepts is safe.
final class ListingParserFuzzTests: XCTestCase {

    private static let tokens = Array("[]{}\",:0123456789.-+eEtrufalsn \\/".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xE2, 0x80]

    private static let mutator = ByteMutator(tokens: tokens, maxEdits: 8, maxRepeat: 64)

    /// Parses `bytes` for a page of `limit`; true when they gave a page.
    @discardableResult
    private func assertSafe(_ bytes: [UInt8], limit: Int, seed: UInt64, iteration: Int) -> Bool {
        let place = "seed \(seed) #\(iteration)"
        do {
            let page = try ListingParser.parse(Data(bytes), limit: limit)
            XCTAssertLessThanOrEqual(page.images.count, max(0, limit), "more than a page, \(place)")
            XCTAssertEqual(Set(page.images.map(\.url)).count, page.images.count, "duplicate URL, \(place)")
            XCTAssertFalse(page.images.isEmpty && page.skipped.total > 0, "entries but none usable is an error, \(place)")
            for image in page.images {
                XCTAssertTrue(WebURL.accepts(image.url), place)
                XCTAssertEqual(WebURL.url(from: image.url.absoluteString), image.url, place)
                XCTAssertTrue(["http", "https"].contains(image.url.scheme?.lowercased()), place)
                XCTAssertLessThanOrEqual(image.url.absoluteString.utf8.count, WebURL.maximumEncodedBytes, place)
            }
            return true
        } catch {
            guard case .malformed = error else { XCTFail("\(error), \(place)"); return false }
            return false
        }
    }

    func testMutatedFixturesNeverCrash() throws {
        let seeds = try ["thecatapi-page.json", "mixed-urls.json", "duplicates.json", "bad-entries.json"]
            .map { [UInt8](try Fixtures.data($0)) }
        let seed: UInt64 = 20_261_122
        var generator = SeededGenerator(state: seed)
        var parsedSome = false
        for iteration in 0..<3_000 {
            let bytes = Self.mutator.mutate(seeds[iteration % seeds.count], using: &generator)
            if assertSafe(bytes, limit: Int.random(in: -1...12, using: &generator), seed: seed, iteration: iteration) {
                parsedSome = true
            }
        }
        XCTAssertTrue(parsedSome, "the mutations are small enough that some answers still parse")
    }

    func testRandomBytesNeverCrash() {
        let seed: UInt64 = 7
        var generator = SeededGenerator(state: seed)
        for iteration in 0..<2_000 {
            let bytes = Self.mutator.randomBytes(maxCount: 256, using: &generator)
            assertSafe(bytes, limit: 10, seed: seed, iteration: iteration)
        }
    }
}
