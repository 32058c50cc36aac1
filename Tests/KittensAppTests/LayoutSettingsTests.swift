import Foundation
import Kittens
@testable import KittensApp
import MVI
import TestSupport
import XCTest

/// The listing's layout in GSettings (`listing-layout`), over GLib's memory backend, never the
/// user's dconf: the list by default, saved when the kitten store's changes, and a store made
/// from the saved settings (as the next run makes it) starts in the layout chosen.
final class LayoutSettingsTests: MemorySettingsTestCase {
    func testTheLayoutRoundTripsAndDefaultsToTheList() throws {
        let storage = try open()
        guard case .gsettings = storage else { return XCTFail("the build's schema was not found") }
        XCTAssertEqual(storage.savedLayout, .list)
        for layout in [ListingLayout.gallery, .list] {
            storage.saveLayout(layout)
            XCTAssertEqual(try open().savedLayout, layout)
        }
    }

    func testAChosenLayoutIsSavedAndTheNextRunStartsInIt() throws {
        let storage = try open()
        guard case .gsettings = storage else { return XCTFail("the build's schema was not found") }
        // What the next run opens; it reads the settings only when asked, after the change.
        let nextRun = try open()
        MainActor.assumeIsolated {
            let store = DefaultStoreFactory().makeListingStore(
                dataSource: Abandoning(), pageSize: 5, layout: storage.savedLayout)
            let binder = Binder()
            binder.bindLayout(of: store) { storage.saveLayout($0) }
            binder.start()
            XCTAssertEqual(store.state.layout, .list)
            store.accept(.useLayout(.gallery))
            XCTAssertTrue(waitUntil("the gallery is saved") { storage.savedLayout == .gallery })
            binder.stop()
            store.dispose()

            let restarted = DefaultStoreFactory().makeListingStore(
                dataSource: Abandoning(), pageSize: 5, layout: nextRun.savedLayout)
            defer { restarted.dispose() }
            XCTAssertEqual(restarted.state.layout, .gallery, "a restart comes back in the gallery")
            XCTAssertEqual(ListingModel(restarted.state).layout, .gallery)
        }
    }

    func testTheLayoutTheStoreStartsWithIsNotSavedAgain() throws {
        let storage = try open()
        MainActor.assumeIsolated {
            let store = DefaultStoreFactory().makeListingStore(dataSource: Abandoning(), pageSize: 5)
            defer { store.dispose() }
            var saved: [ListingLayout] = []
            let binder = Binder()
            binder.bindLayout(of: store) { saved.append($0); storage.saveLayout($0) }
            binder.start()
            defer { binder.stop() }
            store.accept(.useLayout(.list))
            store.accept(.useLayout(.gallery))
            XCTAssertTrue(waitUntil("the gallery is saved") { saved.contains(.gallery) })
            XCTAssertEqual(saved, [.gallery], "neither the layout the store started with nor the same one again is saved")
        }
    }
}

/// A source that gives up on every load: no page, no network.
private struct Abandoning: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult { .cancelled }
}
