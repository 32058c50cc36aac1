import Kittens
import MVI
import MVITesting
import XCTest

/// `useFilters`: a new listing with the new filters, the request in flight cancelled.
final class ListingFilterTests: XCTestCase {
    private static let bengals = ListingFilters(breedIDs: ["beng"], mimeTypes: .still, hasBreeds: true, order: .ascending)

    @MainActor func testAFilterChangeCancelsTheLoadInFlightAndLoadsWithTheNewFilters() async {
        let source = FilterEcho()
        let store = makeListingTestStore(dataSource: source)
        store.start { $0.loading = .refresh }
        XCTAssertEqual(store.runningJobs, [TestJob(key: .page, launch: 1)])

        store.send(.useFilters(Self.bengals)) { $0.filters = Self.bengals }
        XCTAssertEqual(store.runningJobs, [TestJob(key: .page, launch: 2)], "the first request is cancelled, the new one runs")

        await store.run(job: .page)
        store.receive(.loaded(.refresh, kittens(3, from: 500), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 500)
            $0.nextPage = 1
            $0.canLoadMore = true
        }
        XCTAssertEqual(source.asked.withLock { $0 }, [Self.bengals], "only the new request reached the source")
        store.finish()
    }

    @MainActor func testTheSameFiltersAgainChangeNothingAndLaterPagesKeepThem() async {
        let source = FilterEcho()
        let store = makeListingTestStore(dataSource: source)
        store.startWithFirstPage(kittens(3))
        store.send(.useFilters(.none))
        store.send(.useFilters(Self.bengals)) {
            $0.filters = Self.bengals
            $0.loading = .refresh
        }
        store.send(.useFilters(Self.bengals))
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3, from: 10)))
        store.receive(.loaded(.refresh, kittens(3, from: 10), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 10)
        }
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        await store.run(job: .page)
        store.receive(.loaded(.more(page: 1), kittens(3, from: 500), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 10) + kittens(3, from: 500)
            $0.nextPage = 2
        }
        XCTAssertEqual(source.asked.withLock { $0 }, [Self.bengals])
        store.finish()
    }

    func testBadBreedIDsAreDroppedAndEachKeptOnce() {
        let filters = ListingFilters(breedIDs: ["beng", "", "beng", "a b", "x\u{202E}", String(repeating: "a", count: 65), "abys"])
        XCTAssertEqual(filters.breedIDs, ["beng", "abys"])
        XCTAssertEqual(ListingFilters(breedIDs: (0..<20).map { "b\($0)" }).breedIDs.count, ListingFilters.maxBreedIDs)
    }
}
