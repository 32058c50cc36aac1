import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// The page size is the kitten store's state. `usePageSize` changes it at once while no page has
/// been asked for; once one has, the listing keeps its size (a server counts its pages in their
/// size, so page 1 of 25 would skip pictures 3 to 24) and the new one waits for the next listing
/// from page 0. A request keeps the size it started with, for its limit and its last-page decision.
final class ListingPageSizeTests: XCTestCase {
    @MainActor func testASizeChosenBeforeAnyPageIsAskedForAtOnce() async {
        let source = InstantKittenSource(answers: [.images(kittens(3))])
        let store = TestStore(
            initialState: ListingState(pageSize: 3), bootstrapper: ActionsBootstrapper([ListingAction]()),
            executor: ListingExecutor(dataSource: source), reducer: ListingReducer())
        store.start()
        store.send(.usePageSize(25)) { $0.pageSize = 25 }
        store.send(.refresh) { $0.loading = .refresh }
        store.receiveLabel(.refreshRequested)
        await store.run(job: .page)
        store.receive(.loaded(.refresh, kittens(3), isLastPage: true)) {
            $0.loading = nil
            $0.images = kittens(3)
            $0.nextPage = 1
        }
        XCTAssertEqual(source.calls, [.init(limit: 25, page: 0)])
        store.finish()
    }

    @MainActor func testASizeChosenAfterAPageWaitsForTheNextListing() async {
        let source = InstantKittenSource(answers: [.images(kittens(3)), .images(kittens(3, from: 3)), .images(kittens(6))])
        let store = makeListingTestStore(pageSize: 3, dataSource: source)
        store.start { $0.loading = .refresh }
        await store.run(job: .page)
        store.receive(.loaded(.refresh, kittens(3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3)
            $0.nextPage = 1
            $0.canLoadMore = true
        }
        store.send(.usePageSize(25)) { $0.nextPageSize = 25 }
        store.send(.usePageSize(25))
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        await store.run(job: .page)
        store.receive(.loaded(.more(page: 1), kittens(3, from: 3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(6)
            $0.nextPage = 2
        }
        store.send(.refresh) {
            $0.loading = .refresh
            $0.pageSize = 25
            $0.nextPageSize = nil
            $0.canLoadMore = false
        }
        store.receiveLabel(.refreshRequested)
        await store.run(job: .page)
        store.receive(.loaded(.refresh, kittens(6), isLastPage: true)) {
            $0.loading = nil
            $0.nextPage = 1
        }
        XCTAssertEqual(source.calls, [.init(limit: 3, page: 0), .init(limit: 3, page: 1), .init(limit: 25, page: 0)])
        store.finish()
    }

    @MainActor func testChoosingTheListingsOwnSizeAgainDropsTheWaitingOne() async {
        let store = makeListingTestStore(pageSize: 3)
        store.startWithFirstPage(kittens(3))
        store.send(.usePageSize(25)) { $0.nextPageSize = 25 }
        store.send(.usePageSize(3)) { $0.nextPageSize = nil }
        store.send(.usePageSize(3))
        store.finish()
    }

    @MainActor func testARequestAlreadyRunningKeepsItsPageSize() async {
        let source = InstantKittenSource(answers: [.images(kittens(3))])
        let store = makeListingTestStore(pageSize: 3, dataSource: source)
        store.start { $0.loading = .refresh }
        store.send(.usePageSize(25)) { $0.nextPageSize = 25 }
        await store.run(job: .page)
        // Three images of three asked for: a full page, so there may be more.
        store.receive(.loaded(.refresh, kittens(3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3)
            $0.nextPage = 1
            $0.canLoadMore = true
        }
        XCTAssertEqual(source.calls, [.init(limit: 3, page: 0)])
        store.finish()
    }

    @MainActor func testAPageSizeOutOfRangeIsClampedAndTheSameSizeChangesNothing() async {
        let store = TestStore(
            initialState: ListingState(pageSize: 3), bootstrapper: ActionsBootstrapper([ListingAction]()),
            executor: ListingExecutor(dataSource: ScriptedKittenSource()), reducer: ListingReducer())
        store.start()
        store.send(.usePageSize(0)) { $0.pageSize = PageSize.range.lowerBound }
        store.send(.usePageSize(1000)) { $0.pageSize = PageSize.range.upperBound }
        store.send(.usePageSize(PageSize.range.upperBound))
        store.send(.usePageSize(Int.max))
        XCTAssertEqual(ListingState(pageSize: -5).pageSize, PageSize.range.lowerBound)
        store.finish()
    }

    /// A list saved at 10 a page, restored by a run at 40: its next page follows at 10, and 40
    /// waits for the listing the run starts with.
    func testARestoredListGoesOnAtTheSizeItWasSavedAt() {
        let saved = ListingSnapshot(images: kittens(20), nextPage: 2, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 0), pages: ListingPageSizes(asked: 10))
        var state = ListingState(pageSize: 40)
        ListingReducer().reduce(into: &state, .restored(saved))
        XCTAssertEqual(state.pageSize, 10)
        XCTAssertEqual(state.nextPageSize, 40)
        XCTAssertTrue(state.canLoadMore)
        ListingReducer().reduce(into: &state, .started(.refresh))
        XCTAssertEqual(state.pageSize, 40)
        XCTAssertNil(state.nextPageSize)
        XCTAssertFalse(state.canLoadMore, "the saved pages were counted at 10: none follows them at 40")

        var sameSize = ListingState(pageSize: 10)
        ListingReducer().reduce(into: &sameSize, .restored(saved))
        XCTAssertNil(sameSize.nextPageSize)
        var unknownSize = ListingState(pageSize: 40)
        ListingReducer().reduce(into: &unknownSize, .restored(ListingSnapshot(images: kittens(20), nextPage: 2, canLoadMore: true, savedAt: Date())))
        XCTAssertEqual(unknownSize.pageSize, 40, "a list saved before the size was kept goes on at the size in use, as it did")
    }
}
