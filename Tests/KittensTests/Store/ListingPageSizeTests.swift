import Kittens
import MVI
import MVITesting
import XCTest

/// The page size is the kitten store's state: `usePageSize` changes it for the next request,
/// and a request keeps the size it started with, for its limit and for its last-page decision.
final class ListingPageSizeTests: XCTestCase {
    @MainActor func testTheNextRequestAsksForTheNewPageSize() async {
        let source = InstantKittenSource(answers: [.images(kittens(3)), .images(kittens(3, from: 3))])
        let store = makeListingTestStore(pageSize: 3, dataSource: source)
        store.start { $0.loading = .refresh }
        await store.run(job: .page)
        store.receive(.loaded(.refresh, kittens(3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3)
            $0.nextPage = 1
            $0.canLoadMore = true
        }
        store.send(.usePageSize(25)) { $0.pageSize = 25 }
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        await store.run(job: .page)
        store.receive(.loaded(.more(page: 1), kittens(3, from: 3), isLastPage: true)) {
            $0.loading = nil
            $0.images = kittens(6)
            $0.nextPage = 2
            $0.canLoadMore = false
        }
        XCTAssertEqual(source.calls, [.init(limit: 3, page: 0), .init(limit: 25, page: 1)])
        store.finish()
    }

    @MainActor func testARequestAlreadyRunningKeepsItsPageSize() async {
        let source = InstantKittenSource(answers: [.images(kittens(3))])
        let store = makeListingTestStore(pageSize: 3, dataSource: source)
        store.start { $0.loading = .refresh }
        store.send(.usePageSize(25)) { $0.pageSize = 25 }
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
        let store = makeListingTestStore(pageSize: 3)
        store.startWithFirstPage(kittens(3))
        store.send(.usePageSize(0)) { $0.pageSize = PageSize.range.lowerBound }
        store.send(.usePageSize(1000)) { $0.pageSize = PageSize.range.upperBound }
        store.send(.usePageSize(PageSize.range.upperBound))
        store.send(.usePageSize(Int.max))
        XCTAssertEqual(ListingState(pageSize: -5).pageSize, PageSize.range.lowerBound)
        store.finish()
    }
}
