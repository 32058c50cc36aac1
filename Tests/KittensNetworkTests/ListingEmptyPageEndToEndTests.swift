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
    @MainActor func testAnEmptyPageTheCountContradictsIsAnErrorThatRetryGetsPast() async throws {
        let total = 60
        let emptyAnswers = Locked(0)
        let server = try keyedSearchServer(total: total) {
            emptyAnswers.withLock { count in
                defer { count = max(count - 1, 0) }
                return count > 0
            }
        }
        let store = keyedListingStore(server, pageSize: 100)
        defer { store.dispose() }
        await waitUntil("the first page is shown") { store.state.images.count == 25 && !store.state.isLoading }
        XCTAssertEqual(store.state.servedPageSize, 25)
        emptyAnswers.withLock { $0 = 1 }
        store.accept(.loadMore)
        await waitUntil("the empty page is answered") { !store.state.isLoading }
        XCTAssertEqual(store.state.failedRequest, .more(page: 1))
        XCTAssertNotNil(store.state.error, "the user is told, and offered Retry")
        XCTAssertEqual(store.state.images.count, 25)
        store.accept(.retry)
        await waitUntil("the page comes on Retry") { store.state.images.count == 50 && !store.state.isLoading }
        store.accept(.loadMore)
        await waitUntil("the last page") { store.state.images.count == 60 && !store.state.isLoading }
        XCTAssertFalse(store.state.canLoadMore)
        XCTAssertNil(store.state.error)
        XCTAssertEqual(store.state.images.map(\.id), (0..<total).map { "k\($0)" })
        XCTAssertEqual(server.requests.map { $0.queryValue("page") }, ["0", "1", "1", "2"])
    }
}
