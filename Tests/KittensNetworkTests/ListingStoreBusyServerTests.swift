import Foundation
import Kittens
import KittensNetwork
import KittensSupport
import LoopbackHTTP
import Locking
import MVI
import TestSupport
import XCTest

/// The real kitten store against TheCatAPI data source and a server on 127.0.0.1 that is busy
/// once: the page comes after the wait it asked for, without a click.
final class ListingStoreBusyServerTests: XCTestCase {
    @MainActor func testA429WithRetryAfterEndsWithThePageWithoutAClick() async throws {
        let isBusy = Locked(true)
        let server = try LoopbackHTTPServer { _ in
            if isBusy.withLock({ $0 }) {
                isBusy.withLock { $0 = false }
                return LoopbackResponse(status: 429, headers: [(name: "Retry-After", value: "1")], body: Data("slow down".utf8))
            }
            return .json(Data(#"[{"id":"b1","url":"https://cdn2.thecatapi.com/images/b1.jpg","width":500,"height":400}]"#.utf8))
        }
        let clock = ManualClock()
        let source = SoupListingDataSource(configuration: TheCatAPIConfiguration(endpoint: server.url("/v1/images/search"), timeout: 5))
        let store = DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: 3, clock: clock)
        defer { store.dispose() }
        await waitUntil("the store waits on its clock") { clock.pendingCount == 1 }
        XCTAssertEqual(store.state.error, .serverBusy(status: 429, retryAfterSeconds: 1))
        XCTAssertEqual(ListingModel(store.state).errorMessage, "TheCatAPI is busy. Trying again in 1 second…")
        clock.advance(by: .seconds(1))
        await waitUntil("the page is shown") { store.state.images.map(\.id) == ["b1"] }
        XCTAssertNil(store.state.error)
        XCTAssertEqual(server.requests.count, 2)
    }
}
