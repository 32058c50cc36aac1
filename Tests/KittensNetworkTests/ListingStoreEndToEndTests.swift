import Foundation
import Kittens
import KittensNetwork
import KittensSupport
import LoopbackHTTP
import MVI
import Locking
import TestSupport
import XCTest

/// The real kitten store, made by the factory as the app makes it, against TheCatAPI data
/// source and an HTTP server on 127.0.0.1: the wiring the step-by-step tests leave out.
final class ListingStoreEndToEndTests: XCTestCase {
    /// A page of `limit` images whose ids and URLs name the page, as TheCatAPI would list them.
    private static func page(_ page: Int, limit: Int) -> Data {
        let entries = (0..<limit).map { index in
            #"{"id":"p\#(page)-\#(index)","url":"https://cdn2.thecatapi.com/images/p\#(page)-\#(index).jpg","width":500,"height":400}"#
        }
        return Data("[\(entries.joined(separator: ","))]".utf8)
    }

    private static func images(page: Int, limit: Int) -> [String] {
        (0..<limit).map { "p\(page)-\($0)" }
    }

    @MainActor private func store(_ server: LoopbackHTTPServer, pageSize: Int = 3) -> any ListingStore {
        let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(
            endpoint: server.url("/v1/images/search"), timeout: 5))
        return DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: pageSize)
    }

    @MainActor func testTheFirstPageLoadsAtStartAndLoadMoreAppendsTheNext() async throws {
        let server = try LoopbackHTTPServer { request in
            .json(Self.page(Int(request.queryValue("page") ?? "") ?? -1, limit: 3))
        }
        let store = store(server)
        XCTAssertTrue(store.state.isLoading)
        await waitUntil("the first page is shown") { store.state.images.count == 3 }
        store.accept(.loadMore)
        await waitUntil("the second page is appended") { store.state.images.count == 6 }
        XCTAssertEqual(store.state.images.map(\.id), Self.images(page: 0, limit: 3) + Self.images(page: 1, limit: 3))
        XCTAssertEqual(server.requests.map { $0.queryValue("page") }, ["0", "1"])
        XCTAssertEqual(server.requests.map { $0.queryValue("limit") }, ["3", "3"])
        XCTAssertFalse(store.state.isLoading)
        XCTAssertTrue(store.state.canLoadMore)
        store.dispose()
    }

    /// TheCatAPI without a key: 10 pictures drawn at random whatever the limit, and no count.
    /// A list of 20 a page keeps scrolling past the first short page.
    @MainActor func testWithoutAKeyTenPicturesDrawnAtRandomAPageDoNotEndTheList() async throws {
        let drawn = Locked(0)
        let server = try LoopbackHTTPServer { _ in
            let first = drawn.withLock { count in
                defer { count += 10 }
                return count
            }
            let entries = (first..<first + 10).map { #"{"id":"r\#($0)","url":"https://cdn2.thecatapi.com/images/r\#($0).jpg"}"# }
            return .json(Data("[\(entries.joined(separator: ","))]".utf8))
        }
        let store = store(server, pageSize: 20)
        await waitUntil("the first page is shown") { store.state.images.count == 10 }
        XCTAssertTrue(store.state.canLoadMore, "a short page drawn at random ends nothing")
        store.accept(.loadMore)
        await waitUntil("the second page is appended") { store.state.images.count == 20 }
        XCTAssertEqual(server.requests.map { $0.queryValue("limit") }, ["20", "20"])
        XCTAssertTrue(store.state.canLoadMore)
        store.dispose()
    }

    /// With a key TheCatAPI answers at most 25 pictures a page whatever the limit, counts its
    /// pages in 25s, and says how many there are: a page of 25 of the 50 asked for is not the
    /// last, and the list ends once all are shown.
    @MainActor func testWithAKeyPagesOf25OfThe50AskedForAreReadToTheCount() async throws {
        let total = 60
        let server = try keyedSearchServer(total: total)
        let store = keyedListingStore(server, pageSize: 50)
        defer { store.dispose() }
        await waitUntil("the first page is shown") { store.state.images.count == 25 }
        XCTAssertTrue(store.state.canLoadMore, "25 of the 50 asked for, and 60 counted")
        store.accept(.loadMore)
        await waitUntil("the second page is appended") { store.state.images.count == 50 && !store.state.isLoading }
        XCTAssertTrue(store.state.canLoadMore)
        store.accept(.loadMore)
        await waitUntil("the third page is appended") { store.state.images.count == 60 && !store.state.isLoading }
        XCTAssertFalse(store.state.canLoadMore, "all 60 are shown")
        XCTAssertEqual(store.state.images.map(\.id), (0..<total).map { "k\($0)" })
        XCTAssertEqual(server.requests.map { $0.queryValue("page") }, ["0", "1", "2"])
    }

    @MainActor func testARefreshWhileTheServerHangsReplacesTheRequestInFlight() async throws {
        let requests = Locked(0)
        let server = try LoopbackHTTPServer { _ in
            let number = requests.withLock { count in
                count += 1
                return count
            }
            guard number > 1 else { return LoopbackResponse(body: Self.page(9, limit: 3), ending: .hangAfter(bytes: 0)) }
            return .json(Self.page(0, limit: 3))
        }
        let store = store(server)
        await waitUntil("the first request reaches the server") { server.requests.count == 1 }
        store.accept(.refresh)
        await waitUntil("the second answer is shown") { !store.state.images.isEmpty }
        XCTAssertEqual(store.state.images.map(\.id), Self.images(page: 0, limit: 3))
        XCTAssertFalse(store.state.isLoading)
        XCTAssertNil(store.state.error)
        store.dispose()
    }

    @MainActor func testAServerErrorShowsOverTheImagesAndRetryRecovers() async throws {
        let failNext = Locked(false)
        let server = try LoopbackHTTPServer { request in
            if failNext.withLock({ $0 }) { return .status(500) }
            return .json(Self.page(Int(request.queryValue("page") ?? "") ?? -1, limit: 3))
        }
        let store = store(server)
        await waitUntil("the first page is shown") { store.state.images.count == 3 }
        failNext.withLock { $0 = true }
        store.accept(.loadMore)
        await waitUntil("the error is shown") { store.state.error != nil }
        XCTAssertEqual(store.state.error, .httpStatus(500))
        XCTAssertEqual(store.state.images.count, 3, "an error never throws away the images shown")
        failNext.withLock { $0 = false }
        store.accept(.retry)
        await waitUntil("the retried page is appended") { store.state.images.count == 6 }
        XCTAssertNil(store.state.error)
        store.dispose()
    }

    @MainActor func testAStoreDroppedWhileTheServerHangsIsFreedAndItsRequestCancelled() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(body: Self.page(0, limit: 3), ending: .hangAfter(bytes: 0)) }
        let source = WatchedKittenSource(SoupListingDataSource(configuration: TheCatAPIConfiguration(
            endpoint: server.url("/v1/images/search"), timeout: 600)))
        weak var dropped: AnyObject?
        do {
            let store = DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: 3)
            dropped = store
            await waitUntil("the request reaches the server") { server.requests.count == 1 }
        }
        XCTAssertNil(dropped, "nothing keeps a dropped store alive, not even its request in flight")
        await waitUntil("the request ends") { !source.results.isEmpty }
        XCTAssertEqual(source.results, [.cancelled], "cancelled, long before its timeout")
    }
}

/// A data source that remembers how each of its loads ended.
private final class WatchedKittenSource: ListingDataSource {
    private let base: any ListingDataSource
    private let ended = Locked<[ListingLoadResult]>([])

    init(_ base: any ListingDataSource) { self.base = base }

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        let result = await base.load(limit: limit, page: page)
        ended.withLock { $0.append(result) }
        return result
    }

    var results: [ListingLoadResult] { ended.withLock { $0 } }
}
