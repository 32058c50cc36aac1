import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// What the kitten store does, step by step, with a test store: each step states the whole
/// change of state it causes, and every page load is finished by the test.
final class ListingStoreTests: XCTestCase {
    @MainActor func testLoadsTheFirstPageOnceAtStartAndShowsLoadingMeanwhile() async {
        let store = makeListingTestStore(pageSize: 10)
        store.start { $0.loading = .refresh }
        XCTAssertEqual(store.runningJobs.map(\.key), [.page], "one request for the first page")
        store.complete(job: .page, with: ListingLoadResult.images(kittens(10)))
        store.receive(.loaded(.refresh, kittens(10), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(10)
            $0.nextPage = 1
            $0.canLoadMore = true
        }
        store.finish()
    }

    @MainActor func testThePageJobAsksTheDataSourceForThePageSizeAndThePage() async {
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
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        await store.run(job: .page)
        store.receive(.loaded(.more(page: 1), kittens(3, from: 3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(6)
            $0.nextPage = 2
        }
        XCTAssertEqual(source.calls, [.init(limit: 3, page: 0), .init(limit: 3, page: 1)])
        store.finish()
    }

    @MainActor func testAnErrorOnANetworkFailureAndOnAnInvalidFormat() async {
        for error in [ListingLoadError.unreachable, .malformed("not JSON")] {
            let store = makeListingTestStore()
            store.start { $0.loading = .refresh }
            store.complete(job: .page, with: ListingLoadResult.failure(error))
            store.receive(.failed(.refresh, error)) {
                $0.loading = nil
                $0.error = error
                $0.failedRequest = .refresh
            }
            store.finish()
        }
    }

    @MainActor func testALoadTheDataSourceGaveUpOnEndsLoadingWithoutAnError() async {
        let store = makeListingTestStore()
        store.start { $0.loading = .refresh }
        store.complete(job: .page, with: ListingLoadResult.cancelled)
        store.receive(.abandoned(.refresh)) { $0.loading = nil }
        store.finish()
    }

    @MainActor func testRefreshReplacesTheImages() async {
        let store = makeListingTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.refresh) { $0.loading = .refresh }
        store.receiveLabel(.refreshRequested)
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3, from: 100)))
        store.receive(.loaded(.refresh, kittens(3, from: 100), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 100)
        }
        store.finish()
    }

    @MainActor func testARefreshWhileLoadingReplacesTheRequestInFlight() async {
        let store = makeListingTestStore()
        store.start { $0.loading = .refresh }
        store.send(.refresh)
        store.receiveLabel(.refreshRequested)
        XCTAssertEqual(store.runningJobs, [TestJob(key: .page, launch: 2)], "the first request is cancelled, the second runs")
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3, from: 200)))
        store.receive(.loaded(.refresh, kittens(3, from: 200), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 200)
            $0.nextPage = 1
            $0.canLoadMore = true
        }
        store.finish()
    }

    @MainActor func testARefreshWhileLoadingMoreReplacesTheMoreRequest() async {
        let store = makeListingTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        store.send(.refresh) { $0.loading = .refresh }
        store.receiveLabel(.refreshRequested)
        XCTAssertEqual(store.runningJobs, [TestJob(key: .page, launch: 3)])
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3, from: 7)))
        store.receive(.loaded(.refresh, kittens(3, from: 7), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3, from: 7)
        }
        store.finish()
    }

    @MainActor func testLoadMoreAppendsTheNextPageInOrderWithoutDuplicates() async {
        let store = makeListingTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        store.send(.loadMore)
        XCTAssertEqual(store.runningJobs, [TestJob(key: .page, launch: 2)], "loadMore while loading is ignored")
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3, from: 2)))
        store.receive(.loaded(.more(page: 1), kittens(3, from: 2), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(5)
            $0.nextPage = 2
        }
        store.finish()
    }

    @MainActor func testAShortPageEndsLoadingMore() async {
        let store = makeListingTestStore()
        store.startWithFirstPage(kittens(2))
        XCTAssertFalse(store.state.canLoadMore)
        store.send(.loadMore)
        XCTAssertEqual(store.runningJobs, [])
        store.finish()
    }

    @MainActor func testAPageWithNothingNewEndsLoadingMore() async {
        let store = makeListingTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3)))
        store.receive(.loaded(.more(page: 1), kittens(3), isLastPage: false)) {
            $0.loading = nil
            $0.nextPage = 2
            $0.canLoadMore = false
        }
        store.send(.loadMore)
        XCTAssertEqual(store.runningJobs, [])
        store.finish()
    }

    @MainActor func testAFailedPageKeepsTheImagesShownAndRetryRepeatsIt() async {
        let store = makeListingTestStore()
        store.startWithFirstPage(kittens(3))
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        store.complete(job: .page, with: ListingLoadResult.failure(.httpStatus(500)))
        store.receive(.failed(.more(page: 1), .httpStatus(500))) {
            $0.loading = nil
            $0.error = .httpStatus(500)
            $0.failedRequest = .more(page: 1)
        }
        XCTAssertEqual(store.state.images, kittens(3), "an error never throws away the images shown")
        store.send(.retry) {
            $0.loading = .more(page: 1)
            $0.error = nil
            $0.failedRequest = nil
        }
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3, from: 3)))
        store.receive(.loaded(.more(page: 1), kittens(3, from: 3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(6)
            $0.nextPage = 2
        }
        store.finish()
    }

    @MainActor func testRetryWhileLoadingIsIgnoredAndRetryWithoutAFailureRefreshes() async {
        let store = makeListingTestStore()
        store.start { $0.loading = .refresh }
        store.send(.retry)
        XCTAssertEqual(store.runningJobs, [TestJob(key: .page, launch: 1)])
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3)))
        store.receive(.loaded(.refresh, kittens(3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3)
            $0.nextPage = 1
            $0.canLoadMore = true
        }
        store.send(.retry) { $0.loading = .refresh }
        XCTAssertEqual(store.runningJobs, [TestJob(key: .page, launch: 2)])
        store.dispose()
        store.finish()
    }

    @MainActor func testOnlyWebURLsAreHandedOnToOpenOrCopy() async throws {
        let store = makeListingTestStore()
        let web = try XCTUnwrap(URL(string: "https://cdn2.thecatapi.com/images/a.jpg"))
        store.send(.open(web))
        store.receiveLabel(.openURL(web))
        store.send(.open(try XCTUnwrap(URL(string: "file:///etc/passwd"))))
        store.send(.copy(try XCTUnwrap(URL(string: "javascript:alert(1)"))))
        store.send(.copy(web))
        store.receiveLabel(.copyURL(web))
        store.finish()
    }
}
