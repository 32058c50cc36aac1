import Foundation
import Kittens
@testable import KittensApp
import MVI
import TestSupport
import XCTest

/// The list's filters in GSettings (`breed-id`, `mime-types`, `has-breeds`), over GLib's memory
/// backend, never the user's dconf: read back as saved, and saved when the kitten store's change.
final class FilterSettingsTests: MemorySettingsTestCase {
    func testTheFiltersRoundTripAndDefaultToNone() throws {
        let storage = try open()
        guard case .gsettings = storage else { return XCTFail("the build's schema was not found") }
        XCTAssertEqual(storage.savedFilters, .none)
        for filters in [ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: true), ListingFilters(mimeTypes: .still), .none] {
            storage.saveFilters(filters)
            XCTAssertEqual(try open().savedFilters, filters)
        }
    }

    func testTheBinderSavesEachNewFilterOfTheListingStore() throws {
        let storage = try open()
        let another = try open()
        MainActor.assumeIsolated {
            let store = DefaultStoreFactory().makeListingStore(
                dataSource: Abandoning(), pageSize: 5, filters: ListingFilters(breedIDs: ["abys"]))
            defer { store.dispose() }
            let binder = Binder()
            binder.bindFilters(of: store) { storage.saveFilters($0) }
            binder.start()
            defer { binder.stop() }
            XCTAssertEqual(storage.savedFilters, .none, "the filters the store starts with are not saved again")
            let chosen = ListingFilters(breedIDs: ["beng"], mimeTypes: .still)
            store.accept(.useFilters(chosen))
            XCTAssertTrue(waitUntil("the filters are saved") { storage.savedFilters == chosen })
            XCTAssertEqual(another.savedFilters, chosen, "another GSettings object reads them")
        }
    }
}

/// A source that gives up on every load: no page, no network.
private struct Abandoning: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult { .cancelled }
}
