import Foundation
import Kittens
import KittensNetwork
import KittensSupport
import LoopbackHTTP
import MVI
import TestSupport
import XCTest

/// A page size chosen while a listing is under way, against a server that pages as TheCatAPI
/// does with a key: pictures in a fixed order, page `p` of limit `n` holding pictures `p × n`
/// to `p × n + n − 1` (at most 25 a page). Its pages only follow one another at one size, so
/// a listing keeps the size it started with and the new one applies from the next Refresh.
final class ListingPageSizeChangeEndToEndTests: XCTestCase {
    private static let total = 200

    private func orderedServer() throws -> LoopbackHTTPServer {
        try keyedSearchServer(total: Self.total)
    }

    @MainActor private func store(_ server: LoopbackHTTPServer, pageSize: Int) -> any ListingStore {
        keyedListingStore(server, pageSize: pageSize)
    }

    /// A store at 10 a page that has listed pictures 0 to 29.
    @MainActor private func storeWithThreePagesOf10(_ server: LoopbackHTTPServer) async -> any ListingStore {
        let store = store(server, pageSize: 10)
        await waitUntil("the first page is shown") { store.state.images.count == 10 && !store.state.isLoading }
        await loadMore(store, until: 20)
        await loadMore(store, until: 30)
        return store
    }

    @MainActor private func loadMore(_ store: any ListingStore, until count: Int) async {
        store.accept(.loadMore)
        await waitUntil("\(count) pictures are listed") { store.state.images.count == count && !store.state.isLoading }
    }

    /// Three pages of 10, then 5 a page: page 3 of 5 would hold pictures 15 to 19, all listed,
    /// and a page with nothing new ends the list.
    @MainActor func testASmallerPageSizeChosenAfterThreePagesNeitherEndsNorRepeatsTheList() async throws {
        let server = try orderedServer()
        let store = await storeWithThreePagesOf10(server)
        defer { store.dispose() }
        store.accept(.usePageSize(5))
        await loadMore(store, until: 40)
        XCTAssertEqual(store.state.images.map(\.id), (0..<40).map { "k\($0)" })
        XCTAssertTrue(store.state.canLoadMore, "160 more are counted")
        store.accept(.refresh)
        await waitUntil("the list starts again at the new size") { store.state.images.count == 5 && !store.state.isLoading }
        XCTAssertEqual(store.state.images.map(\.id), (0..<5).map { "k\($0)" })
        XCTAssertEqual(server.requests.map { $0.queryValue("limit") }, ["10", "10", "10", "10", "5"])
        XCTAssertEqual(server.requests.map { $0.queryValue("page") }, ["0", "1", "2", "3", "0"])
    }

    /// Three pages of 10, then 20 a page: page 3 of 20 would hold pictures 60 to 79, and the 30
    /// between would never be shown.
    @MainActor func testALargerPageSizeChosenAfterThreePagesSkipsNoPicture() async throws {
        let server = try orderedServer()
        let store = await storeWithThreePagesOf10(server)
        defer { store.dispose() }
        store.accept(.usePageSize(20))
        await loadMore(store, until: 40)
        XCTAssertEqual(store.state.images.map(\.id), (0..<40).map { "k\($0)" })
        store.accept(.refresh)
        await waitUntil("the list starts again at the new size") { store.state.images.count == 20 && !store.state.isLoading }
        await loadMore(store, until: 40)
        XCTAssertEqual(store.state.images.map(\.id), (0..<40).map { "k\($0)" })
        XCTAssertEqual(server.requests.map { $0.queryValue("limit") }, ["10", "10", "10", "10", "20", "20"])
    }

    /// The size changes while the first page is on its way: that page was asked for at the old
    /// size, so the pages after it are too.
    @MainActor func testAPageSizeChosenWhileTheFirstPageLoadsWaitsForTheNextListing() async throws {
        let server = try orderedServer()
        let store = store(server, pageSize: 10)
        defer { store.dispose() }
        XCTAssertTrue(store.state.isLoading)
        store.accept(.usePageSize(20))
        await waitUntil("the first page is shown") { store.state.images.count == 10 && !store.state.isLoading }
        await loadMore(store, until: 20)
        XCTAssertEqual(store.state.images.map(\.id), (0..<20).map { "k\($0)" })
        XCTAssertEqual(server.requests.map { $0.queryValue("limit") }, ["10", "10"])
    }
}
