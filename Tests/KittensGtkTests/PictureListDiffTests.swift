import CGtk
import GLibRuntime
import Kittens
@testable import KittensGtk
import TestSupport
import XCTest

/// The list model changes by splices against what is shown, counted as `items-changed`.
final class PictureListDiffTests: XCTestCase {
    private struct Change: Equatable {
        let position: UInt32, removed: UInt32, added: UInt32
    }

    func testAppendingAPageIsOneChangeAtTheEndAndAnIdenticalModelChangesNothing() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness()
            defer { harness.close() }
            var changes: [Change] = []
            Signal.connect(GObjectPointer<Gtk.StringList>(harness.view.list.strings), .itemsChanged) { position, removed, added in
                changes.append(Change(position: position, removed: removed, added: added))
            }
            harness.render(ListingModel(rows: Fixtures.rows(20)))
            XCTAssertEqual(changes, [Change(position: 0, removed: 0, added: 20)])

            changes.removeAll()
            harness.render(ListingModel(rows: Fixtures.rows(30)))
            XCTAssertEqual(changes, [Change(position: 20, removed: 0, added: 10)])

            changes.removeAll()
            harness.render(ListingModel(isLoading: true, errorMessage: "x", rows: Fixtures.rows(30)))
            harness.render(ListingModel(rows: Fixtures.rows(30)))
            XCTAssertEqual(changes, [], "same rows, no change whatever else changed")

            harness.render(ListingModel(rows: Fixtures.rows(10, start: 500)))
            XCTAssertEqual(changes, [Change(position: 0, removed: 30, added: 10)], "a refresh is one splice")
            XCTAssertEqual(harness.itemCount, 10)
        }
    }
}
