import Foundation
import Kittens
import Locking
import MVITesting
import Outbox
import XCTest

/// Changes that wait for a listing are never left waiting for a Refresh. A removal the server
/// answered waits for a listing that shows it done; the picture favourited again while that
/// listing is read waits behind it, and the listing, which leaves the picture to the user's
/// change, asks for the next one (without it the add waited for the next Refresh; the votes'
/// same case was found by the Rate page's loopback test). A listing refused while a change
/// waits for one is asked again after the back-off.
final class FavouritesChangedWhileSettlingTests: XCTestCase {
    @MainActor func testAPictureFavouritedAgainWhileTheListingThatSettlesItsRemovalIsReadReachesTheServer() async {
        let server = InMemoryFavouritesServer()
        let store = makeStore(PersistedFavourites(account: FavouritesFixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(FavouritesFixtures.account))
        add(store, "abc")
        await settle(store)
        store.send(.remove(imageID: "abc"))
        let removal = store.state.outbox.first?.id ?? -1
        await store.run(job: OutboxJobs.favourites.operation(removal))
        XCTAssertEqual(server.imageIDs, [], "the server removed it")
        XCTAssertTrue(store.state.isSyncing, "a listing settles the removal")

        add(store, "abc")
        await settle(store)

        XCTAssertEqual(server.imageIDs, ["abc"], "the favourite made meanwhile reached the server")
        XCTAssertEqual(store.state.outbox, [])
        XCTAssertEqual(store.state.favourites.map(\.imageID), ["abc"])
        store.dispose()
    }

    @MainActor func testAPictureRemovedWhileTheListingThatSettlesItsAlreadyThereAddIsReadLeavesTheServer() async {
        let server = InMemoryFavouritesServer()
        server.seed(["abc"])
        let store = makeStore(PersistedFavourites(account: FavouritesFixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(FavouritesFixtures.account))
        await store.run(job: OutboxJobs.favourites.sync)
        store.send(.remove(imageID: "abc"))
        await settle(store)
        XCTAssertEqual(server.imageIDs, [])
        add(store, "abc")
        server.seed(["abc"])
        await store.run(job: OutboxJobs.favourites.operation(store.state.outbox.first?.id ?? -1))
        XCTAssertTrue(store.state.outbox.first?.awaitsListing == true, "answered \"already there\", the add waits for a listing")
        XCTAssertTrue(store.state.isSyncing)

        store.send(.remove(imageID: "abc"))
        await settle(store)

        XCTAssertEqual(server.imageIDs, [], "the removal made meanwhile reached the server")
        XCTAssertEqual(store.state.outbox, [])
        XCTAssertEqual(store.state.favourites, [])
        store.dispose()
    }

    /// An add answered "already there" waits for a listing; a listing refused (400) judges no
    /// change, so it is asked again after the back-off, and the add is settled without Refresh.
    @MainActor func testAnAddWaitingForAListingThatWasRefusedIsListedAgainAfterTheBackOff() async {
        let server = InMemoryFavouritesServer()
        let waits = Locked<[Int]>([])
        let store = makeStore(PersistedFavourites(account: FavouritesFixtures.account), server: server, file: InMemoryFavouritesWriter(), waits: waits)
        store.send(.accountChanged(FavouritesFixtures.account))
        await store.run(job: OutboxJobs.favourites.sync)
        server.answerNext(.alreadyThereWithoutKeeping)
        add(store, "abc")
        server.failNext(AccountRequestFailure(.httpStatus(400)))
        await settle(store)

        XCTAssertEqual(waits.withLock { $0 }.count, 1, "one wait after the refused listing")
        XCTAssertEqual(server.imageIDs, ["abc"], "the listing lacked it, so the add was sent again")
        XCTAssertEqual(store.state.outbox, [])
        XCTAssertEqual(server.requests.filter { $0.hasPrefix("GET") }.count, 3, "the first listing, the refused one, the one after the wait")
        store.dispose()
    }
}
