import Foundation
import Kittens
import MVI
import TestSupport
import XCTest

/// A saved list keeps its first pictures and a next page from which loading more leaves no
/// picture out, however many of each page's entries were usable.
final class ListingSnapshotTruncationTests: XCTestCase {
    func testAfterTheFirstThousandPicturesLoadingGoesOnWithTheFirstPageNotWhollyKept() {
        let snapshot = ListingSnapshot(
            images: kittens(1_200), nextPage: 120, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 0), pages: ListingPageSizes(asked: 10))
        let kept = snapshot.keepingFirst(1_000)
        XCTAssertEqual(kept.images, kittens(1_000))
        XCTAssertEqual(kept.nextPage, 100)
        XCTAssertTrue(kept.canLoadMore, "the end of the list is pages away")
        XCTAssertEqual(snapshot.keepingFirst(1_200), snapshot, "a list that fits is kept as it is")
    }

    /// Pages short of usable entries (skipped, repeated) put the thousandth picture on a later
    /// page: the pictures kept and the pages asked for again together are the whole list.
    func testNoPictureIsSkippedWhateverThePagesHeld() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let pageSize = Int.random(in: 1...100, using: &random)
            var pages: [[KittenImage]] = []
            var next = 0
            while next < 3_000 {
                let count = Int.random(in: 0...pageSize, using: &random)
                pages.append(kittens(count, from: next))
                next += count
            }
            let whole = pages.flatMap { $0 }
            let kept = ListingSnapshot(
                images: whole, nextPage: pages.count, canLoadMore: true, savedAt: Date(timeIntervalSince1970: 0), pages: ListingPageSizes(asked: pageSize))
            .keepingFirst(1_000)
            let reloaded = pages.dropFirst(kept.nextPage).flatMap { $0 }
            XCTAssertEqual(Set(kept.images.map(\.id)).union(reloaded.map(\.id)), Set(whole.map(\.id)), "page size \(pageSize)")
            XCTAssertEqual(kept.images.count, min(1_000, whole.count))
        }
    }
}

/// The list the store saves, from a server that answers fewer pictures a page than asked for.
final class ListingSnapshotOfACappedServerTests: XCTestCase {
    /// At 100 a page from a server that answers 25 and counts its pages in 25s, 1,100 pictures
    /// listed: the saved list keeps 1,000 and goes on at page 40 of 25, picture 1,000. Page 10,
    /// counted in the 100 asked for, would bring pictures 250 to 274, all listed, and end the list.
    @MainActor func testTheSavedListGoesOnAtTheServersPageSize() async {
        let archive = MemorySnapshotArchive()
        let server = OrderedListingServer(total: 1_300)
        let store = DefaultStoreFactory().makeListingStore(dataSource: server, pageSize: 100, archive: archive)
        defer { store.dispose() }
        await waitUntil("the first page is shown") { store.state.images.count == 24 && !store.state.isLoading }
        while store.state.images.count < 1_099 {
            let count = store.state.images.count
            store.accept(.loadMore)
            await waitUntil("page \(store.state.nextPage) is shown") { store.state.images.count > count && !store.state.isLoading }
        }
        let saved = archive.saves.last
        XCTAssertEqual(saved?.images.count, 1_000)
        XCTAssertEqual(saved?.pages, ListingPageSizes(asked: 100, served: 25))
        XCTAssertEqual(saved?.nextPage, 40)

        // The next run starts offline: the saved list shows, and Load More goes on from it.
        server.failNext(.unreachable)
        let restored = DefaultStoreFactory().makeListingStore(dataSource: server, pageSize: 100, archive: MemorySnapshotArchive(saved))
        defer { restored.dispose() }
        await waitUntil("the first page failed") { restored.state.error != nil && !restored.state.isLoading }
        XCTAssertEqual(restored.state.images.count, 1_000)
        restored.accept(.loadMore)
        await waitUntil("the next page is shown") { restored.state.images.count > 1_000 && !restored.state.isLoading }
        XCTAssertEqual(restored.state.images.map(\.id), server.listing.prefix(restored.state.images.count).map { $0 })
        XCTAssertEqual(server.answered.last, "100@40")
    }
}
