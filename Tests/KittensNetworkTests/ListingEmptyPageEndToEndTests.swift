import Foundation
import Kittens
import KittensNetwork
import KittensSupport
import Locking
import LoopbackHTTP
import MVI
import TestSupport
import XCTest

/// A server between two states may answer `200 []` while its count says more pictures follow.
/// Taken as the end, the list would stop half-way with no word; it is an error with Retry, and
/// Retry asks for the same page, at the size the server serves (25 to a key, whatever the limit).
final class ListingEmptyPageEndToEndTests: XCTestCase {
    private let emptyAnswers = Locked(0)

    /// A store at 100 a page over a keyed search of `total` pictures, its first page of 25 shown;
    /// the next `empty` answers are `200 []`.
    @MainActor private func storeAfterTheFirstPage(
        _ server: LoopbackHTTPServer, emptyAnswersNext empty: Int
    ) async -> any ListingStore {
        let store = keyedListingStore(server, pageSize: 100)
        await waitUntil("the first page is shown") { store.state.images.count == 25 && !store.state.isLoading }
        XCTAssertEqual(store.state.servedPageSize, 25)
        emptyAnswers.withLock { $0 = empty }
        store.accept(.loadMore)
        await waitUntil("the empty page is answered") { !store.state.isLoading }
        XCTAssertEqual(store.state.failedRequest, .more(page: 1))
        XCTAssertEqual(store.state.error, .emptyPage(counted: 60), "the user is told, and offered Retry")
        XCTAssertEqual(store.state.images.count, 25)
        return store
    }

    private func server() throws -> LoopbackHTTPServer {
        let emptyAnswers = emptyAnswers
        return try keyedSearchServer(total: 60) {
            emptyAnswers.withLock { count in
                defer { count = max(count - 1, 0) }
                return count > 0
            }
        }
    }

    @MainActor func testAnEmptyPageTheCountContradictsIsAnErrorThatRetryGetsPast() async throws {
        let total = 60
        let server = try server()
        let store = await storeAfterTheFirstPage(server, emptyAnswersNext: 1)
        defer { store.dispose() }
        store.accept(.retry)
        await waitUntil("the page comes on Retry") { store.state.images.count == 50 && !store.state.isLoading }
        store.accept(.loadMore)
        await waitUntil("the last page") { store.state.images.count == 60 && !store.state.isLoading }
        XCTAssertFalse(store.state.canLoadMore)
        XCTAssertNil(store.state.error)
        XCTAssertEqual(store.state.images.map(\.id), (0..<total).map { "k\($0)" })
        XCTAssertEqual(server.requests.map { $0.queryValue("page") }, ["0", "1", "1", "2"])
    }

    /// Twice empty in a row tells a stale count from a passing answer no better than once: the
    /// list says so again, and Refresh reads the count anew.
    @MainActor func testThePageEmptyAgainOnRetryIsSaidAgainAndRefreshStartsOver() async throws {
        let server = try server()
        let store = await storeAfterTheFirstPage(server, emptyAnswersNext: 2)
        defer { store.dispose() }
        store.accept(.retry)
        await waitUntil("the page is answered again") { !store.state.isLoading }
        XCTAssertEqual(store.state.error, .emptyPage(counted: 60))
        XCTAssertEqual(store.state.failedRequest, .more(page: 1))
        XCTAssertEqual(store.state.images.count, 25)
        store.accept(.refresh)
        await waitUntil("a Refresh starts again") { store.state.images.count == 25 && !store.state.isLoading && store.state.canLoadMore }
        XCTAssertNil(store.state.error)
        XCTAssertEqual(server.requests.map { $0.queryValue("page") }, ["0", "1", "1", "0"])
    }
}
