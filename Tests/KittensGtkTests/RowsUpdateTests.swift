@testable import KittensGtk
import XCTest

/// The list's diffs, without a display.
final class RowsUpdateTests: XCTestCase {
    func testEqualListsNeedNoUpdate() {
        XCTAssertNil(RowsUpdate(from: [1, 2, 3], to: [1, 2, 3]))
        XCTAssertNil(RowsUpdate(from: [Int](), to: []))
    }

    func testAppendingIsOneSpliceAtTheEndThatRemovesNothing() {
        let update = RowsUpdate(from: [1, 2, 3], to: [1, 2, 3, 4, 5])
        XCTAssertEqual(update, RowsUpdate(position: 3, removed: 0, added: 3..<5))
    }

    func testFirstPageIsOneInsertion() {
        XCTAssertEqual(RowsUpdate(from: [], to: [7, 8]), RowsUpdate(position: 0, removed: 0, added: 0..<2))
    }

    func testReplacingEverythingIsOneSpliceOverTheWholeList() {
        XCTAssertEqual(RowsUpdate(from: [1, 2, 3], to: [4, 5]), RowsUpdate(position: 0, removed: 3, added: 0..<2))
    }

    func testClearingRemovesEverything() {
        XCTAssertEqual(RowsUpdate(from: [1, 2], to: []), RowsUpdate(position: 0, removed: 2, added: 0..<0))
    }

    func testAChangeInTheMiddleKeepsPrefixAndSuffix() {
        XCTAssertEqual(RowsUpdate(from: [1, 2, 3, 4], to: [1, 9, 9, 4]), RowsUpdate(position: 1, removed: 2, added: 1..<3))
    }

    func testPrependingInsertsAtTheStart() {
        XCTAssertEqual(RowsUpdate(from: [3, 4], to: [1, 2, 3, 4]), RowsUpdate(position: 0, removed: 0, added: 0..<2))
    }

    func testRepeatedElementsDoNotMakePrefixAndSuffixOverlap() {
        XCTAssertEqual(RowsUpdate(from: [1, 1], to: [1, 1, 1]), RowsUpdate(position: 2, removed: 0, added: 2..<3))
        XCTAssertEqual(RowsUpdate(from: [1, 1, 1], to: [1]), RowsUpdate(position: 1, removed: 2, added: 1..<1))
    }

    /// Applying the splice to the old list always gives the new one.
    func testSplicesRebuildTheNewListForRandomEdits() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let new = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            guard let update = RowsUpdate(from: old, to: new) else {
                XCTAssertEqual(old, new)
                continue
            }
            var result = old
            result.replaceSubrange(update.position..<(update.position + update.removed), with: new[update.added])
            XCTAssertEqual(result, new, "\(old) -> \(new)")
        }
    }
}
