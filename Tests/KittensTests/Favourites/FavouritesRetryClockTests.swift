import Kittens
import KittensSupport
import MVI
import TestSupport
import XCTest

/// The favourites store's wait before it tries the server again is kept on the clock it is
/// given: the retry comes when that clock passes the wait, not before.
final class FavouritesRetryClockTests: XCTestCase {
    @MainActor func testAfterAFailedListingTheStoreAsksAgainWhenItsClockPassesTheWait() async {
        let server = InMemoryFavouritesServer()
        server.failNext(AccountRequestFailure(.unreachable))
        let clock = ManualClock()
        let store = DefaultStoreFactory().makeFavouritesStore(
            stored: StoredFavourites(), server: server, writes: FavouritesWrites(InMemoryFavouritesWriter()),
            now: { FavouritesFixtures.created }, clock: clock)
        defer { store.dispose() }
        store.accept(.accountChanged(FavouritesFixtures.account))
        await waitUntil("the store waits on its clock") { clock.pendingCount == 1 }
        XCTAssertEqual(server.requests, ["GET 0"])
        let wait = Duration.seconds(FavouritesRetry.delay(afterFailures: 1, retryAfterSeconds: nil))
        clock.advance(by: wait - .milliseconds(1))
        XCTAssertEqual(clock.pendingCount, 1, "the wait is not over")
        clock.advance(by: .milliseconds(1))
        await waitUntil("the store asked the server again") { server.requests.count == 2 }
        XCTAssertEqual(server.requests, ["GET 0", "GET 0"])
    }
}
