import Foundation
import Kittens
import KittensSupport
import MVI
import TestSupport
import XCTest

/// What the store makes of pages with skipped entries and of URLs that are not web URLs.
final class ListingStoreAnswerTests: XCTestCase {
    private static let notWeb = ["file:///etc/passwd", "javascript:alert(1)", "https:///no-host.jpg", "ftp://x.org/a.jpg"]
        .map { KittenImage(id: $0, url: URL(string: $0)!) }

    @MainActor func testAPageWhoseMissingPicturesWereSkippedEntriesIsNotTheLastPage() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: 3)
        source.answer(call: 1, with: .images(kittens(2), skipped: SkippedEntries(wrongType: 1)))
        await waitUntil("page 0 arrives") { store.state.images.count == 2 }
        XCTAssertTrue(store.state.canLoadMore, "the server sent a full page of entries")
        store.accept(.loadMore)
        await waitUntil("page 1 is requested") { source.calls.count == 2 }
        source.answer(call: 2, with: .images(kittens(1, from: 10), skipped: SkippedEntries(duplicate: 1)))
        await waitUntil("page 1 arrives") { !store.state.isLoading }
        XCTAssertEqual(store.state.images.count, 3)
        XCTAssertFalse(store.state.canLoadMore, "two entries of three is a short page")
        store.dispose()
    }

    @MainActor func testANonWebURLFromTheSourceNeverReachesTheStateOrARow() async {
        let source = ScriptedKittenSource()
        let store = DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: 6)
        source.answer(call: 1, with: .images(Self.notWeb + kittens(2)))
        await waitUntil("page 0 arrives") { !store.state.isLoading }
        XCTAssertEqual(store.state.images, kittens(2))
        XCTAssertEqual(ListingModel(store.state).rows.map(\.url), kittens(2).map(\.url))

        store.accept(.loadMore)
        await waitUntil("page 1 is requested") { source.calls.count == 2 }
        source.answer(call: 2, with: .images(kittens(1, from: 5) + Self.notWeb))
        await waitUntil("page 1 arrives") { !store.state.isLoading }
        XCTAssertEqual(store.state.images, kittens(2) + kittens(1, from: 5))
        XCTAssertTrue(ListingModel(store.state).rows.allSatisfy { $0.url.isWebURL })
        store.dispose()
    }

    @MainActor func testANonWebURLInTheSavedListNeverReachesTheStateOrARow() {
        let saved = ListingSnapshot(
            images: Self.notWeb + kittens(3), nextPage: 1, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 0))
        let store = DefaultStoreFactory().makeListingStore(
            dataSource: ScriptedKittenSource(), pageSize: 3, archive: MemorySnapshotArchive(saved))
        XCTAssertEqual(store.state.images, kittens(3))
        XCTAssertEqual(ListingModel(store.state).rows.count, 3)
        store.dispose()
    }
}
