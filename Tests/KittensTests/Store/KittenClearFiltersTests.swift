import Kittens
import MVI
import MVITesting
import XCTest

/// `clearFilters`: the user's choices dropped in one step (the order kept), a new listing;
/// nothing at all when nothing is chosen.
final class KittenClearFiltersTests: XCTestCase {
    private static let bengalGIFs = KittenFilters(breedIDs: ["beng"], mimeTypes: .animated, hasBreeds: true, order: .ascending)

    @MainActor func testClearingDropsBreedKindAndKnownBreedButKeepsTheOrderAndLoadsAgain() async {
        let source = FilterEcho()
        let store = makeKittenTestStore(dataSource: source)
        store.startWithFirstPage(kittens(3))
        store.send(.useFilters(Self.bengalGIFs)) {
            $0.filters = Self.bengalGIFs
            $0.loading = .refresh
        }
        store.complete(job: .page, with: KittenLoadResult.images([]))
        store.receive(.loaded(.refresh, [], isLastPage: true)) {
            $0.loading = nil
            $0.images = []
            $0.canLoadMore = false
        }

        store.send(.clearFilters) {
            $0.filters = KittenFilters(order: .ascending)
            $0.loading = .refresh
        }
        await store.run(job: .page)
        store.receive(.loaded(.refresh, kittens(3, from: 500), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 500)
            $0.canLoadMore = true
        }
        XCTAssertEqual(source.asked.withLock { $0 }, [KittenFilters(order: .ascending)], "the cleared filters reached the source")
        store.finish()
    }

    @MainActor func testClearingWithNothingChosenChangesNothing() {
        let store = makeKittenTestStore(dataSource: FilterEcho())
        store.startWithFirstPage(kittens(3))
        store.send(.clearFilters)
        store.finish()
    }

    func testOnlyTheUsersChoicesCount() {
        XCTAssertFalse(KittenFilters(order: .descending).hasChoices, "the order follows from the key")
        XCTAssertTrue(KittenFilters(breedIDs: ["beng"]).hasChoices)
        XCTAssertTrue(KittenFilters(mimeTypes: .still).hasChoices)
        XCTAssertTrue(KittenFilters(hasBreeds: true).hasChoices)
        XCTAssertEqual(Self.bengalGIFs.clearingChoices, KittenFilters(order: .ascending))
    }
}
