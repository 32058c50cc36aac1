import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// How the kitten store uses the saved list, step by step with a test store.
final class ListingStorePersistenceTests: XCTestCase {
    private let savedList = ListingSnapshot(
        images: kittens(4, from: 50), nextPage: 2, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 1_800_000_000))

    @MainActor func testTheSavedListIsShownAtOnceThenRefreshed() async {
        let store = makeListingTestStore(archive: MemorySnapshotArchive(savedList))
        store.start {
            $0.images = kittens(4, from: 50)
            $0.nextPage = 2
            $0.canLoadMore = true
            $0.loading = .refresh
        }
        store.complete(job: .page, with: ListingLoadResult.images(kittens(3)))
        store.receive(.loaded(.refresh, kittens(3), isLastPage: false)) {
            $0.loading = nil
            $0.images = kittens(3)
            $0.nextPage = 1
        }
        store.finish()
    }

    @MainActor func testAFailedRefreshLeavesTheSavedListUnderTheError() async {
        let store = makeListingTestStore(archive: MemorySnapshotArchive(savedList))
        store.start {
            $0.images = kittens(4, from: 50)
            $0.nextPage = 2
            $0.canLoadMore = true
            $0.loading = .refresh
        }
        store.complete(job: .page, with: ListingLoadResult.failure(.httpStatus(503)))
        store.receive(.failed(.refresh, .httpStatus(503))) {
            $0.loading = nil
            $0.error = .httpStatus(503)
            $0.failedRequest = .refresh
        }
        XCTAssertEqual(ListingModel(store.state).errorMessage, ListingLoadError.httpStatus(503).message)
        XCTAssertEqual(ListingModel(store.state).rows.count, 4)
        store.finish()
    }

    @MainActor func testEachListThatLoadsIsSavedWhole() async {
        let archive = MemorySnapshotArchive()
        let store = makeListingTestStore(archive: archive)
        store.startWithFirstPage(kittens(3))
        store.send(.loadMore) { $0.loading = .more(page: 1) }
        store.complete(job: .page, with: ListingLoadResult.images(kittens(2, from: 3)))
        store.receive(.loaded(.more(page: 1), kittens(2, from: 3), isLastPage: true)) {
            $0.loading = nil
            $0.images = kittens(5)
            $0.nextPage = 2
            $0.canLoadMore = false
        }
        XCTAssertEqual(archive.saves.map(\.images.count), [3, 5])
        XCTAssertEqual(archive.saves.last?.images, kittens(5))
        XCTAssertEqual(archive.saves.last?.nextPage, 2)
        XCTAssertEqual(archive.saves.last?.canLoadMore, false)
        store.finish()
    }

    @MainActor func testAFailureSavesNothing() async {
        let archive = MemorySnapshotArchive()
        let store = makeListingTestStore(archive: archive)
        store.start { $0.loading = .refresh }
        store.complete(job: .page, with: ListingLoadResult.failure(.timeout))
        store.receive(.failed(.refresh, .timeout)) {
            $0.loading = nil
            $0.error = .timeout
            $0.failedRequest = .refresh
        }
        XCTAssertEqual(archive.saves, [])
        store.finish()
    }
}
