import Foundation
import Kittens
import Locking
import MVITesting
import Outbox
import XCTest

/// How long the changes wait after failures: the requests sent together fail together and
/// count once, and the longest `Retry-After` among them is waited for (issue #34, item 6).
final class FavouritesBackOffTests: XCTestCase {
    private typealias Fixtures = FavouritesFixtures

    /// A store with `count` favourites made offline, all sent at once when the key comes.
    @MainActor private func sendingAtOnce(_ count: Int, server: InMemoryFavouritesServer, waits: Locked<[Int]>) -> TestStore<FavouritesExecutor, FavouritesReducer> {
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: InMemoryFavouritesWriter(), waits: waits)
        for picture in (0..<count).map({ "p\($0)" }) { add(store, picture) }
        return store
    }

    @MainActor func testA429WithALongRetryAfterBehindA503IsWaitedFor() async {
        let server = InMemoryFavouritesServer()
        let waits = Locked<[Int]>([])
        let store = sendingAtOnce(2, server: server, waits: waits)
        server.failNext(AccountRequestFailure(.httpStatus(503)), AccountRequestFailure(.httpStatus(429), retryAfterSeconds: 3600))
        store.send(.accountChanged(Fixtures.account))
        await store.run(job: OutboxJobs.favourites.operation(1))
        await store.run(job: OutboxJobs.favourites.operation(2))
        await settle(store)
        XCTAssertEqual(waits.withLock { $0 }.first, 3600, "the server asked for an hour: not 2 seconds")
        XCTAssertEqual(server.imageIDs, ["p0", "p1"])
    }

    @MainActor func testFourFailuresOfOneRoundStartTheBackOffAtTheFirstWait() async {
        let server = InMemoryFavouritesServer()
        let waits = Locked<[Int]>([])
        let store = sendingAtOnce(4, server: server, waits: waits)
        server.failNext(
            AccountRequestFailure(.httpStatus(503)), AccountRequestFailure(.httpStatus(503)), AccountRequestFailure(.httpStatus(503)),
            AccountRequestFailure(.httpStatus(503)))
        store.send(.accountChanged(Fixtures.account))
        for operation in 1...4 { await store.run(job: OutboxJobs.favourites.operation(operation)) }
        XCTAssertEqual(store.state.backOff.failuresInARow, 1, "one round failed, once")
        XCTAssertEqual(store.state.backOff.retryDelaySeconds, FavouritesRetry.firstSeconds)
        await settle(store)
        XCTAssertEqual(waits.withLock { $0 }.first, FavouritesRetry.firstSeconds, "not 16 s")
        XCTAssertEqual(server.imageIDs, ["p0", "p1", "p2", "p3"])
    }
}
