import CGtk
import Foundation
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The line under the list once a listing of known size is all loaded.
final class EndOfListTests: XCTestCase {
    func testTheLineShowsUnderTheRowsOnlyWhenTheModelHasIt() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            let line = harness.view.content.parts[.endOfListLabel]
            harness.render(ListingModel(rows: Fixtures.rows(5), canLoadMore: true))
            XCTAssertFalse(harness.isVisible(line))

            harness.render(ListingModel(rows: Fixtures.rows(5), endOfList: "That's all 5 kittens"))
            XCTAssertTrue(harness.isMapped(line))
            XCTAssertEqual(harness.label(line), "That's all 5 kittens")
            XCTAssertTrue(harness.isMapped(harness.view.list.listView), "with the rows")

            harness.render(ListingModel(rows: Fixtures.rows(5), canLoadMore: true))
            XCTAssertFalse(harness.isVisible(line), "a refresh starts a listing again")
            XCTAssertEqual(harness.newWarnings, [])
        }
    }
}
