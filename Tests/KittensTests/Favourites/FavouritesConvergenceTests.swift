import Foundation
import Kittens
import KittensSupport
import Locking
import MVI
import MVITesting
import Outbox
import TestSupport
import XCTest

/// The cases that lost, duplicated or brought back favourites, each against a server that keeps
/// favourites as TheCatAPI documents (`InMemoryFavouritesServer`): what the server holds and
/// what the file keeps when everything has settled.
final class FavouritesConvergenceTests: XCTestCase {
    private typealias Fixtures = FavouritesFixtures

    // MARK: Only the first page was read

    @MainActor func testEveryPageIsReadAndNoFavouriteBeyondTheFirstHundredIsDropped() async {
        let server = InMemoryFavouritesServer()
        let names = (0..<250).map { "cat\($0)" }
        server.seed(names)
        let file = InMemoryFavouritesWriter()
        let known = server.held.map { Favourite(imageID: $0.imageID, url: Fixtures.url($0.imageID), remoteID: $0.remoteID, created: Fixtures.created) }
        let store = makeStore(PersistedFavourites(favourites: known, account: Fixtures.account), server: server, file: file)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(server.requests, ["GET 0", "GET 1", "GET 2"])
        XCTAssertEqual(Set(store.state.favourites.map(\.imageID)), Set(names))
        XCTAssertEqual(file.persisted?.favourites.count ?? 250, 250, "the file lost none")
        store.dispose()
    }

    @MainActor func testAListingThatFailsOnALaterPageRemovesNothing() async {
        let server = InMemoryFavouritesServer()
        server.seed((0..<150).map { "cat\($0)" })
        let known = server.held.map { Favourite(imageID: $0.imageID, url: Fixtures.url($0.imageID), remoteID: $0.remoteID, created: Fixtures.created) }
        let file = InMemoryFavouritesWriter()
        let store = makeStore(PersistedFavourites(favourites: known, account: Fixtures.account), server: server, file: file)
        store.send(.accountChanged(Fixtures.account))
        server.failNext(AccountRequestFailure(.unreachable))
        await store.run(job: OutboxJobs.favourites.sync)
        XCTAssertEqual(store.state.favourites.count, 150)
        XCTAssertEqual(server.requests, ["GET 0"])
        server.heal()
        await settle(store)
        XCTAssertEqual(server.requests, ["GET 0", "GET 0", "GET 1"], "read whole after the wait")
        XCTAssertEqual(store.state.favourites.count, 150)
        store.dispose()
    }

    // MARK: A favourite removed while its add is on the way

    @MainActor func testAFavouriteRemovedWhileItsAddIsOnTheWayIsRemovedOnTheServerToo() async {
        let server = InMemoryFavouritesServer()
        let file = InMemoryFavouritesWriter()
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: file)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        add(store, "abc")
        await store.perform(job: OutboxJobs.favourites.operation(1))
        XCTAssertEqual(server.imageIDs, ["abc"], "the POST reached the server")
        store.send(.remove(imageID: "abc"))
        store.deliver(job: OutboxJobs.favourites.operation(1))
        await settle(store)
        XCTAssertEqual(server.imageIDs, [], "the DELETE followed with the id the POST answered")
        XCTAssertEqual(server.requests.suffix(3), ["POST abc", "DELETE 100", "GET 0"], "then a listing shows no other id of it is left")
        XCTAssertEqual(store.state.outbox, [])
        XCTAssertFalse(store.state.isFavourite("abc"))

        // The next start lists nothing back.
        let next = makeStore(file.persisted ?? PersistedFavourites(), server: server, file: file)
        next.send(.accountChanged(Fixtures.account))
        await settle(next)
        XCTAssertEqual(next.state.favourites, [])
        store.dispose()
        next.dispose()
    }

    @MainActor func testAnAddAndRemovalMadeBeforeAnythingIsSentNeverReachTheServer() async {
        let server = InMemoryFavouritesServer()
        let file = InMemoryFavouritesWriter()
        let store = makeStore(server: server, file: file)
        add(store, "abc")
        store.send(.remove(imageID: "abc"))
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(server.requests, ["GET 0"])
        store.dispose()
    }

    // MARK: Undo races the DELETE

    @MainActor func testUndoWhileTheDeleteIsOnTheWayAddsTheFavouriteAgainAfterIt() async {
        let server = InMemoryFavouritesServer()
        server.seed(["abc"])
        let file = InMemoryFavouritesWriter()
        let store = makeStore(
            PersistedFavourites(favourites: [Fixtures.favourite("abc", remoteID: "100")], account: Fixtures.account), server: server, file: file)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        store.send(.remove(imageID: "abc"))
        await store.perform(job: OutboxJobs.favourites.operation(1))
        XCTAssertEqual(server.imageIDs, [], "the DELETE reached the server")
        store.send(.undoRemoval)
        XCTAssertTrue(store.state.isFavourite("abc"), "the heart is filled at once")
        store.deliver(job: OutboxJobs.favourites.operation(1))
        await settle(store)
        XCTAssertEqual(server.imageIDs, ["abc"], "added again after the DELETE")
        XCTAssertEqual(store.state.favourite("abc")?.remoteID, "101")
        XCTAssertEqual(file.persisted?.favourites.map(\.imageID), ["abc"])
        store.dispose()
    }

    @MainActor func testUndoBeforeTheDeleteLeavesSendsNothing() async {
        let server = InMemoryFavouritesServer()
        server.seed(["abc"])
        let file = InMemoryFavouritesWriter()
        let store = makeStore(
            PersistedFavourites(favourites: [Fixtures.favourite("abc", remoteID: "100")], account: Fixtures.account), server: server, file: file)
        store.send(.remove(imageID: "abc"))
        store.send(.undoRemoval)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(server.requests, ["GET 0"])
        XCTAssertEqual(store.state.favourites, [Fixtures.favourite("abc", remoteID: "100")])
        store.dispose()
    }

    // MARK: A failed add deletes the favourite

    @MainActor func testAnAddThatFailsForNowStaysAFavouriteWaitsAndIsSentAfterTheWait() async {
        for failure in [
            AccountRequestFailure(.unreachable), AccountRequestFailure(.timeout), AccountRequestFailure(.httpStatus(503)),
            AccountRequestFailure(.httpStatus(429), retryAfterSeconds: 120),
        ] {
            let server = InMemoryFavouritesServer()
            let file = InMemoryFavouritesWriter()
            let waits = Locked<[Int]>([])
            let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: file, waits: waits)
            store.send(.accountChanged(Fixtures.account))
            await settle(store)
            add(store, "a")
            add(store, "b")
            server.failNext(failure, failure)
            await store.run(job: OutboxJobs.favourites.operation(1))
            await store.run(job: OutboxJobs.favourites.operation(2))
            XCTAssertEqual(store.state.favourites.map(\.imageID), ["b", "a"], "\(failure): the hearts stay as the user set them")
            XCTAssertEqual(file.persisted?.outbox.count, 2, "\(failure): both wait in the file")
            XCTAssertEqual(store.state.serverProblem, .unreachable(failure.error))
            XCTAssertEqual(store.runningJobs.map(\.key).filter { $0 != OutboxJobs.favourites.fileWrite }, [OutboxJobs.favourites.retry])
            await settle(store)
            XCTAssertEqual(server.imageIDs, ["a", "b"], "\(failure): sent after the wait")
            XCTAssertEqual(waits.withLock { $0 }.first, failure.retryAfterSeconds ?? FavouritesRetry.firstSeconds, "\(failure)")
            XCTAssertEqual(store.state.outbox, [])
            store.dispose()
        }
    }

    @MainActor func testOneNoticeSaysChangesWaitNotOnePerChange() async {
        let server = InMemoryFavouritesServer()
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        add(store, "a")
        add(store, "b")
        server.failNext(AccountRequestFailure(.unreachable), AccountRequestFailure(.unreachable))
        await store.run(job: OutboxJobs.favourites.operation(1))
        await store.run(job: OutboxJobs.favourites.operation(2))
        store.receiveLabel(.waiting(.unreachable(.unreachable), changes: 2))
        store.dispose()
    }

    @MainActor func testARefusedKeyKeepsTheChangesSaysSoWithPreferencesAndARefreshSendsThem() async {
        let server = InMemoryFavouritesServer()
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        add(store, "a")
        server.failNext(AccountRequestFailure(.httpStatus(401)))
        await store.run(job: OutboxJobs.favourites.operation(1))
        store.receiveLabel(.waiting(.keyRefused, changes: 1))
        XCTAssertEqual(FavouritesLabel.waiting(.keyRefused, changes: 1).notice.button, .preferences)
        XCTAssertEqual(store.state.favourites.map(\.imageID), ["a"])
        await settle(store)
        XCTAssertEqual(server.imageIDs, [], "nothing sent while the key is refused")
        store.send(.sync)
        await settle(store)
        XCTAssertEqual(server.imageIDs, ["a"])
        store.dispose()
    }

    // MARK: Another account wipes the file

    @MainActor func testAnotherAccountListsItsOwnAndTheFirstAccountsFavouritesComeBackWithIt() async {
        let server = InMemoryFavouritesServer()
        server.seed(["mine"])
        let file = InMemoryFavouritesWriter()
        let store = makeStore(
            PersistedFavourites(favourites: [Fixtures.favourite("mine", remoteID: "100")], account: Fixtures.account), server: server, file: file)
        let other = InMemoryFavouritesServer()
        store.send(.accountChanged(Fixtures.otherAccount))
        // The other account's server is empty: it is a different store's server in this test.
        XCTAssertEqual(store.state.favourites, [])
        XCTAssertEqual(file.persisted?.otherAccounts.first?.favourites.map(\.imageID) ?? ["mine"], ["mine"])
        _ = other
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(store.state.favourites.map(\.imageID), ["mine"])
        // The other key never had an answer: nothing of it is kept apart (issue #34, item 1).
        XCTAssertEqual(store.state.otherAccounts.map(\.account), [])
        XCTAssertEqual(server.imageIDs, ["mine"])
        store.dispose()
    }

    @MainActor func testFavouritesMadeWithoutAKeyGoToTheFirstAccountOnce() async {
        let server = InMemoryFavouritesServer()
        let file = InMemoryFavouritesWriter()
        let store = makeStore(server: server, file: file)
        add(store, "early")
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(server.requests, ["POST early", "GET 0"])
        store.send(.accountChanged(Fixtures.otherAccount))
        await settle(store)
        XCTAssertEqual(server.requests.filter { $0.hasPrefix("POST") }, ["POST early"], "not sent to the second account")
        XCTAssertEqual(store.state.otherAccounts.first?.favourites.map(\.imageID), ["early"], "kept with the first account")
        store.dispose()
    }

    // MARK: The merge uses a stale list

    @MainActor func testAListingOlderThanAConfirmationOrARemovalChangesNeither() async {
        let server = InMemoryFavouritesServer()
        server.seed(["old", "gone"])
        let file = InMemoryFavouritesWriter()
        let store = makeStore(
            PersistedFavourites(
                favourites: [Fixtures.favourite("old", remoteID: "100"), Fixtures.favourite("gone", remoteID: "101")], account: Fixtures.account),
            server: server, file: file)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        add(store, "new")
        store.send(.sync)
        // The listing is read before the add and the removal reach the server ...
        await store.perform(job: OutboxJobs.favourites.sync)
        await store.run(job: OutboxJobs.favourites.operation(1))
        store.send(.remove(imageID: "gone"))
        await store.run(job: OutboxJobs.favourites.operation(2))
        // ... and merged after.
        store.deliver(job: OutboxJobs.favourites.sync)
        await settle(store)
        XCTAssertEqual(Set(store.state.favourites.map(\.imageID)), ["old", "new"])
        XCTAssertEqual(server.imageIDs, ["old", "new"])
        store.send(.sync)
        await settle(store)
        XCTAssertEqual(Set(store.state.favourites.map(\.imageID)), ["old", "new"])
        store.dispose()
    }

    // MARK: Quitting and crashing

    @MainActor func testAnAddWhoseAnswerWasLostInACrashIsSentAgainAndItsIDLearnedFromTheListing() async {
        let server = InMemoryFavouritesServer()
        let file = InMemoryFavouritesWriter()
        let writes = FavouritesWrites(file)
        let store = TestStore(
            initialState: FavouritesState(persisted: PersistedFavourites(account: Fixtures.account)),
            executor: FavouritesExecutor(server: server, writes: writes, now: { Fixtures.created }, wait: { _ in }),
            reducer: FavouritesReducer())
        store.exhaustivity = .off
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        add(store, "abc")
        await store.perform(job: OutboxJobs.favourites.operation(1))
        store.dispose()
        writes.flush()
        XCTAssertEqual(file.persisted?.outbox.map(\.wasSent), [true], "the file says it was sent")

        let next = makeStore(file.persisted ?? PersistedFavourites(), server: server, file: file)
        next.send(.accountChanged(Fixtures.account))
        await settle(next)
        XCTAssertEqual(server.held.map(\.imageID), ["abc"], "one favourite, not two")
        XCTAssertEqual(next.state.favourite("abc")?.remoteID, "100", "its id learned from the listing")
        next.send(.remove(imageID: "abc"))
        await settle(next)
        XCTAssertEqual(server.imageIDs, [])
        next.dispose()
    }

    // MARK: A file of the first version

    @MainActor func testAFileOfTheFirstVersionLosesNothingAtTheFirstAccount() async throws {
        let (persisted, _) = try FavouritesFileFormat.decode(Fixtures.fileOfTheFirstVersion())
        let server = InMemoryFavouritesServer()
        let file = InMemoryFavouritesWriter()
        let store = makeStore(persisted, server: server, file: file)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(server.imageIDs, ["new", "synced", "old"], "the synced one this account lacks is sent, not dropped")
        XCTAssertEqual(Set(store.state.favourites.map(\.imageID)), ["new", "synced", "old"])
        XCTAssertEqual(store.state.outbox, [])
        XCTAssertFalse(store.state.hasUnverifiedRemoteIDs)
        store.send(.sync)
        await settle(store)
        XCTAssertEqual(server.held.count, 3, "and sent once")
        store.dispose()
    }

    @MainActor func testARemovalWaitingForAnIDThatAnIncompleteListingLacksAsksNoMoreListings() async {
        let server = InMemoryFavouritesServer()
        let store = makeStore(
            PersistedFavourites(
                outbox: [FavouriteOperation(id: 1, kind: .remove, imageID: "abc")], account: Fixtures.account, nextOperationID: 2),
            server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        store.complete(job: OutboxJobs.favourites.sync, with: Result<FavouritesListing, AccountRequestFailure>.success(FavouritesListing(records: [], isComplete: false)))
        XCTAssertEqual(store.runningJobs.map(\.key).filter { $0 != OutboxJobs.favourites.fileWrite }, [], "no listing asked again at once")
        XCTAssertEqual(store.state.outbox.count, 1, "the removal waits for a complete listing")
        store.send(.sync)
        await settle(store)
        XCTAssertEqual(store.state.outbox, [], "a complete listing without it: removed already")
        store.dispose()
    }

    // MARK: Bounds

    @MainActor func testAtTheCapAnAddIsRefusedInWordsAndNothingIsDropped() async {
        let many = (0..<FavouriteLimits.maximumCount).map { Fixtures.favourite("k\($0)", remoteID: "\($0 + 1)") }
        let store = makeStore(PersistedFavourites(favourites: many, account: Fixtures.account), server: InMemoryFavouritesServer(), file: InMemoryFavouritesWriter())
        add(store, "one-more")
        store.receiveLabel(.full(.favourites))
        XCTAssertEqual(store.state.favourites.count, FavouriteLimits.maximumCount)
        XCTAssertFalse(store.state.isFavourite("one-more"))
        XCTAssertEqual(
            FavouritesLabel.full(.favourites).message, "At most 5000 favourites")
        store.dispose()
    }

    @MainActor func testAListingPastTheCapDropsTheOldestSyncedFavouriteNeverAnUnsentOne() async {
        let server = InMemoryFavouritesServer()
        server.seed((0..<FavouriteLimits.maximumCount).map { "s\($0)" })
        let unsent = Favourite(imageID: "unsent", url: Fixtures.url("unsent"), created: Date(timeIntervalSince1970: 0))
        let store = makeStore(
            PersistedFavourites(favourites: [unsent], outbox: [FavouriteOperation(id: 1, kind: .add, imageID: "unsent")], account: Fixtures.account, nextOperationID: 2),
            server: server, file: InMemoryFavouritesWriter())
        server.failNext(AccountRequestFailure(.unreachable))
        store.send(.accountChanged(Fixtures.account))
        await store.run(job: OutboxJobs.favourites.operation(1))
        await store.run(job: OutboxJobs.favourites.sync)
        XCTAssertEqual(store.state.favourites.count, FavouriteLimits.maximumCount)
        XCTAssertTrue(store.state.isFavourite("unsent"), "the oldest, but waiting to be sent: kept")
        store.dispose()
    }
}
