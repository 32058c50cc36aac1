import Kittens
import KittensSupport
import MVI
import TestSupport
import XCTest

/// The kitten store's wait before it asks a busy server again is kept on the clock it is given:
/// the second request leaves when that clock passes the wait, not before.
final class ListingBusyRetryClockTests: XCTestCase {
    @MainActor func testTheStoreAsksAgainExactlyWhenItsClockPassesRetryAfter() async {
        let clock = ManualClock()
        let source = InstantKittenSource(answers: [.failure(.serverBusy(status: 429, retryAfterSeconds: 12)), .images(kittens(3))])
        let store = DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: 3, clock: clock)
        defer { store.dispose() }
        await waitUntil("the store waits on its clock") { clock.pendingCount == 1 }
        XCTAssertEqual(store.state.retryInSeconds, 12)
        clock.advance(by: .seconds(12) - .milliseconds(1))
        XCTAssertEqual(clock.pendingCount, 1, "the wait is not over")
        XCTAssertEqual(source.calls.count, 1)
        clock.advance(by: .milliseconds(1))
        await waitUntil("the page came by itself") { store.state.images.count == 3 }
        XCTAssertEqual(source.calls, [.init(limit: 3, page: 0), .init(limit: 3, page: 0)])
        XCTAssertNil(store.state.error)
        XCTAssertNil(store.state.retryInSeconds)
    }

    @MainActor func testARefreshDuringTheWaitTakesTheTimerOffTheClock() async {
        let clock = ManualClock()
        let source = InstantKittenSource(answers: [.failure(.serverBusy(status: 503, retryAfterSeconds: nil)), .images(kittens(3))])
        let store = DefaultStoreFactory().makeListingStore(dataSource: source, pageSize: 3, clock: clock)
        defer { store.dispose() }
        await waitUntil("the store waits on its clock") { clock.pendingCount == 1 }
        XCTAssertEqual(store.state.retryInSeconds, ListingBusyRetry.defaultSeconds)
        store.accept(.refresh)
        await waitUntil("the refreshed page is shown") { store.state.images.count == 3 }
        await waitUntil("the wait is cancelled") { clock.pendingCount == 0 }
        clock.advance(by: .seconds(ListingBusyRetry.maximumSeconds))
        XCTAssertEqual(source.calls.count, 2, "the first load and the refresh, and no automatic try")
    }
}
