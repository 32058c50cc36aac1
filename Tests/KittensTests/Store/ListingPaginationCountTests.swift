import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// A listing whose size the server said (`Pagination-Count`, with a key) ends once all of it is
/// loaded, and the list says so.
final class ListingPaginationCountTests: XCTestCase {
    @MainActor func testTheListingEndsWhenThePagesCoverTheTotalAndTheModelSaysThatsAll() async {
        let store = makeListingTestStore(pageSize: 3)
        let first = kittens(3)
        store.start { $0.loading = .refresh }
        store.complete(job: .page, with: ListingLoadResult.images(first, totalCount: 5))
        store.receive(.loaded(.refresh, first, isLastPage: false, totalCount: 5)) {
            $0.loading = nil
            $0.images = first
            $0.nextPage = 1
            $0.canLoadMore = true
            $0.totalCount = 5
        }
        XCTAssertNil(ListingModel(store.state).endOfList, "more to come")

        store.send(.loadMore) { $0.loading = .more(page: 1) }
        // A full page, but pages 0 and 1 of 3 cover the 5 there are.
        let second = kittens(3, from: 3)
        store.complete(job: .page, with: ListingLoadResult.images(second, totalCount: 5))
        store.receive(.loaded(.more(page: 1), second, isLastPage: true, totalCount: 5)) {
            $0.loading = nil
            $0.images = first + second
            $0.nextPage = 2
            $0.canLoadMore = false
        }
        XCTAssertEqual(ListingModel(store.state).endOfList, "That's all 5 kittens")
        XCTAssertFalse(ListingModel(store.state).canLoadMore)
        store.send(.loadMore)
        store.finish()
    }

    @MainActor func testWithoutATotalAFullPageNeverEndsTheListing() async {
        let store = makeListingTestStore(pageSize: 3)
        store.startWithFirstPage(kittens(3))
        XCTAssertTrue(store.state.canLoadMore)
        XCTAssertNil(store.state.totalCount)
        XCTAssertNil(ListingModel(store.state).endOfList)
        store.finish()
    }

    /// Without a key TheCatAPI draws each page at random and answers 10 pictures whatever the
    /// limit: a page shorter than asked ends nothing, and the list scrolls on until a page
    /// brings nothing new.
    @MainActor func testAPageDrawnAtRandomShorterThanAskedEndsNothing() async {
        let store = makeListingTestStore(pageSize: 20)
        let first = kittens(10)
        store.start { $0.loading = .refresh }
        store.complete(job: .page, with: ListingLoadResult.images(first, drawnAtRandom: true))
        store.receive(.loaded(.refresh, first, isLastPage: false)) {
            $0.loading = nil
            $0.images = first
            $0.nextPage = 1
            $0.canLoadMore = true
        }
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        store.complete(job: .page, with: ListingLoadResult.images(first, drawnAtRandom: true))
        store.receive(.loaded(.more(page: 1), first, isLastPage: false)) {
            $0.loading = nil
            $0.nextPage = 2
            $0.canLoadMore = false
        }
        store.finish()
    }

    @MainActor func testOneKittenIsSaidInTheSingular() async {
        var state = ListingState(pageSize: 3)
        state.images = kittens(1)
        state.totalCount = 1
        XCTAssertEqual(ListingModel(state).endOfList, "That's all 1 kitten")
    }

    @MainActor func testTheLastPageDecision() async {
        XCTAssertTrue(ListingExecutor.isLastPage(received: 2, pageSize: 3, totalCount: nil), "a short page")
        XCTAssertFalse(ListingExecutor.isLastPage(received: 3, pageSize: 3, totalCount: nil))
        XCTAssertFalse(ListingExecutor.isLastPage(received: 3, pageSize: 3, totalCount: 4))
        XCTAssertTrue(ListingExecutor.isLastPage(received: 3, pageSize: 3, totalCount: 3))
        XCTAssertTrue(ListingExecutor.isLastPage(received: 3, pageSize: 3, totalCount: 6, listedBefore: 3))
        XCTAssertTrue(ListingExecutor.isLastPage(received: 3, pageSize: 3, totalCount: 7, listedBefore: .max), "no overflow")
        XCTAssertTrue(ListingExecutor.isLastPage(received: 0, pageSize: 3, totalCount: 7, listedBefore: 3), "an empty page")
        // With a key TheCatAPI answers at most 25 a page, whatever the limit.
        XCTAssertFalse(ListingExecutor.isLastPage(received: 25, pageSize: 50, totalCount: 100), "short, but 75 more are counted")
        XCTAssertTrue(ListingExecutor.isLastPage(received: 25, pageSize: 50, totalCount: 100, listedBefore: 75))
        // Without a key TheCatAPI answers 10 pictures drawn at random, whatever the limit.
        XCTAssertFalse(ListingExecutor.isLastPage(received: 10, pageSize: 20, totalCount: nil, drawnAtRandom: true))
        XCTAssertTrue(ListingExecutor.isLastPage(received: 0, pageSize: 20, totalCount: nil, drawnAtRandom: true))
    }
}
