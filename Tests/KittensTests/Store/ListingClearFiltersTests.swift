import Kittens
import MVI
import MVITesting
import XCTest

/// `clearFilters`: the user's choices dropped in one step (the order kept), a new listing;
/// nothing at all when nothing is chosen.
final class ListingClearFiltersTests: XCTestCase {
    private static let bengalGIFs = ListingFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: true, order: .ascending)

    @MainActor func testClearingDropsBreedKindAndKnownBreedButKeepsTheOrderAndLoadsAgain() async {
        let source = FilterEcho()
        let store = makeListingTestStore(dataSource: source)
        store.startWithFirstPage(kittens(3))
        store.send(.useFilters(Self.bengalGIFs)) {
            $0.filters = Self.bengalGIFs
            $0.loading = .refresh
        }
        store.complete(job: .page, with: ListingLoadResult.images([]))
        store.receive(.loaded(.refresh, [], isLastPage: true)) {
            $0.loading = nil
            $0.images = []
            $0.canLoadMore = false
        }

        store.send(.clearFilters) {
            $0.filters = ListingFilters(order: .ascending)
            $0.loading = .refresh
        }
        await store.run(job: .page)
        store.receive(.loaded(.refresh, kittens(3, from: 500), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 500)
            $0.canLoadMore = true
        }
        XCTAssertEqual(source.asked.withLock { $0 }, [ListingFilters(order: .ascending)], "the cleared filters reached the source")
        store.finish()
    }

    @MainActor func testClearingWithNothingChosenChangesNothing() {
        let store = makeListingTestStore(dataSource: FilterEcho())
        store.startWithFirstPage(kittens(3))
        store.send(.clearFilters)
        store.finish()
    }

    func testOnlyTheUsersChoicesCount() {
        XCTAssertFalse(ListingFilters(order: .descending).hasChoices, "the order follows from the key")
        XCTAssertTrue(ListingFilters(breedIDs: ["beng"]).hasChoices)
        XCTAssertTrue(ListingFilters(mimeTypes: .still).hasChoices)
        XCTAssertTrue(ListingFilters(hasBreeds: true).hasChoices)
        XCTAssertEqual(Self.bengalGIFs.clearingChoices, ListingFilters(order: .ascending))
    }
}
