import Foundation
import Kittens
import KittensSupport
import MVITesting
import Outbox
import XCTest

/// What TheCatAPI, proxies and CDNs answer besides what the documentation promises, each
/// against `InMemoryFavouritesServer` made hostile on command: what the user sees and what the
/// server keeps once everything settled (issue #34, items 1, 2, 4 and 5).
final class FavouritesHostileServerTests: XCTestCase {
    private typealias Fixtures = FavouritesFixtures

    private func synced(_ server: InMemoryFavouritesServer) -> [Favourite] {
        server.held.map { Favourite(imageID: $0.imageID, url: Fixtures.url($0.imageID), remoteID: $0.remoteID, created: Fixtures.created) }
    }

    /// A store that holds the server's favourites, synced, once its key is in use and after one
    /// Refresh more: two listings, enough to confirm a removal.
    @MainActor private func listedTwice(_ server: InMemoryFavouritesServer) async -> TestStore<FavouritesExecutor, FavouritesReducer> {
        let store = makeStore(
            PersistedFavourites(favourites: synced(server), account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        store.send(.sync)
        await settle(store)
        return store
    }

    // MARK: Item 1: a refused key takes nothing

    @MainActor func testAMistypedKeyTakesNothingAndTheKeyTheServerAcceptsGetsTheFavouritesMadeBefore() async {
        let server = InMemoryFavouritesServer()
        server.refuse(Fixtures.mistypedAccount)
        let file = InMemoryFavouritesWriter()
        let store = makeStore(server: server, file: file)
        add(store, "a")
        server.use(Fixtures.mistypedAccount)
        store.send(.accountChanged(Fixtures.mistypedAccount))
        await settle(store)
        XCTAssertEqual(store.state.favourites.map(\.imageID), ["a"], "still shown while the key is refused")
        XCTAssertEqual(server.imageIDs, [])

        server.use(Fixtures.account)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(store.state.favourites.map(\.imageID), ["a"], "shown under the key the server accepts")
        XCTAssertEqual(server.imageIDs, ["a"], "and sent to it")
        XCTAssertEqual(store.state.otherAccounts, [], "nothing waits on the mistyped key's shelf")
        XCTAssertEqual(file.persisted?.otherAccounts, [])
        XCTAssertTrue(store.state.isAccountAccepted)
    }

    // MARK: Item 2: a listing is complete only on evidence

    @MainActor func testAFullPageWithAnUnusableEntryAndNoCountIsNotTheLast() async {
        let server = InMemoryFavouritesServer()
        server.seed((0..<99).map { "cat\($0)" })
        server.keepUnusableEntry()
        server.seed((99..<119).map { "cat\($0)" })
        server.quirks.omitsCount = true
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(server.requests, ["GET 0", "GET 1"], "page 1 is asked for: page 0 held 100 entries")
        XCTAssertEqual(store.state.favourites.count, 119, "every usable favourite is listed")
    }

    /// TheCatAPI pages by offset: a favourite removed elsewhere while a listing is read shifts
    /// the pages after the first, and the first favourite of the next page is on none. Without
    /// a count to say so, the listing looks whole: the favourite it missed stays.
    @MainActor func testAFavouriteAPageShiftHidFromAListingWithoutACountStays() async {
        let server = InMemoryFavouritesServer()
        server.seed(["a"] + (0..<99).map { "e\($0)" } + ["b"])
        server.quirks.omitsCount = true
        let store = makeStore(
            PersistedFavourites(favourites: synced(server), account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        server.answerNext(.removedElsewhereAfterFirstPage)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(server.held.count, 100, "e0 was removed elsewhere")
        XCTAssertTrue(store.state.isFavourite("b"), "b is still at the server")
        XCTAssertFalse(store.state.isFavourite("e0"), "the listing that confirmed the removals lacks e0 too")
        XCTAssertEqual(store.state.favourites.count, 100)

        store.send(.sync)
        await settle(store)
        XCTAssertEqual(Set(store.state.favourites.map(\.imageID)), Set(server.held.map(\.imageID)), "the next listing settles it")
    }

    /// A server (or a proxy) that answers fewer entries a page than asked, without a count to
    /// say how many it holds: its short page is not the last, and no favourite past it goes.
    @MainActor func testAServerThatCapsItsPagesBelowTheLimitWithoutACountRemovesNothing() async {
        let server = InMemoryFavouritesServer()
        server.seed((0..<60).map { "cat\($0)" })
        server.quirks.omitsCount = true
        server.quirks.pageSizeCap = 25
        let store = await listedTwice(server)
        XCTAssertEqual(store.state.favourites.count, 60, "a page of 25 of the 100 asked for is not the last")
        XCTAssertEqual(server.imageIDs.count, 60)
    }

    /// With a count, a page shorter than asked for is read past until the count is reached: the
    /// favourites made elsewhere past the first 25 are listed too.
    @MainActor func testAServerThatCapsItsPagesBelowTheLimitIsReadToItsCount() async {
        let server = InMemoryFavouritesServer()
        server.seed((0..<40).map { "cat\($0)" })
        let here = synced(server)
        server.seed((0..<20).map { "elsewhere\($0)" })
        server.quirks.pageSizeCap = 25
        let store = makeStore(PersistedFavourites(favourites: here, account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(Set(store.state.favourites.map(\.imageID)), server.imageIDs, "all 60, over three pages of 25")
        XCTAssertEqual(server.requests.filter { $0.hasPrefix("GET") }, ["GET 0", "GET 1", "GET 2"])
    }

    /// A server that orders favourites of one time differently from one request to the next
    /// lists one favourite twice and another on no page, though the entries read equal the
    /// count: such a listing is not whole, and the favourite it missed stays, however often it
    /// is missed.
    @MainActor func testAFavouriteMissedByPagesThatOverlapStays() async {
        let server = InMemoryFavouritesServer()
        server.seed((0..<150).map { "cat\($0)" })
        server.quirks.ordersTiesDifferentlyPerPage = true
        let store = await listedTwice(server)
        XCTAssertTrue(store.state.isFavourite("cat100"), "on no page, but still at the server")
        XCTAssertEqual(store.state.favourites.count, 150)
    }

    @MainActor func testAPageOfOnlyUnusableEntriesIsAPageNotAFailure() async {
        let server = InMemoryFavouritesServer()
        server.keepUnusableEntry()
        server.seed(["a"])
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(store.state.favourites.map(\.imageID), ["a"])
        XCTAssertNil(store.state.serverProblem)
    }

    @MainActor func testAnEmptyPageRemovesNoSyncedFavouriteUntilASecondListingConfirmsIt() async {
        let server = InMemoryFavouritesServer()
        server.seed(["a", "b"])
        let store = makeStore(
            PersistedFavourites(favourites: synced(server), account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        server.answerNext(.emptyPage)
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(server.requests, ["GET 0", "GET 0"], "a listing that would remove both is confirmed by another")
        XCTAssertEqual(Set(store.state.favourites.map(\.imageID)), ["a", "b"], "200 [] once removes nothing")

        // Removed elsewhere for real: two listings agree, and they go.
        let elsewhere = InMemoryFavouritesServer()
        let next = makeStore(
            PersistedFavourites(favourites: synced(server), account: Fixtures.account), server: elsewhere, file: InMemoryFavouritesWriter())
        next.send(.accountChanged(Fixtures.account))
        await settle(next)
        XCTAssertEqual(elsewhere.requests, ["GET 0", "GET 0"])
        XCTAssertEqual(next.state.favourites, [])
    }

    @MainActor func testAnEmptyPageDoesNotTakeAWaitingRemovalAsDone() async {
        let server = InMemoryFavouritesServer()
        server.seed(["a"])
        let store = makeStore(
            PersistedFavourites(favourites: synced(server), account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.remove(imageID: "a"))
        server.answerNext(.emptyPage)
        store.send(.accountChanged(Fixtures.account))
        await store.run(job: OutboxJobs.favourites.sync)
        XCTAssertEqual(store.state.outbox.map(\.kind), [.remove], "200 [] alone does not say the favourite is gone")
        await settle(store)
        XCTAssertEqual(server.imageIDs, [], "the removal reached the server")
        XCTAssertEqual(store.state.outbox, [])
    }

    // MARK: Item 4: only a 400 drops a change

    @MainActor func testAnOrdinary4xxKeepsTheFavouriteMadeOfflineSaysWhyAndSendsItAgain() async {
        for status in [404, 405, 407, 413, 421, 451] {
            let server = InMemoryFavouritesServer()
            let file = InMemoryFavouritesWriter()
            let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: file)
            add(store, "a")
            server.failNext(AccountRequestFailure(.httpStatus(status)))
            store.send(.accountChanged(Fixtures.account))
            await store.run(job: OutboxJobs.favourites.operation(1))
            XCTAssertEqual(store.state.favourites.map(\.imageID), ["a"], "\(status): still a favourite")
            XCTAssertEqual(store.state.serverProblem, .unreachable(.httpStatus(status)), "\(status): the changes wait, saying why")
            store.receiveLabel(.waiting(.unreachable(.httpStatus(status)), changes: 1))
            let words = store.state.model.status?.text ?? ""
            XCTAssertTrue(words.contains(ListingLoadError.httpStatus(status).message), "\(status): in words over the Favourites page: \(words)")
            XCTAssertTrue(words.contains(["404": "address", "407": "proxy"][String(status)] ?? "(error \(status))"), "\(status): says who answered: \(words)")
            XCTAssertEqual(FavouritesLabel.waiting(.unreachable(.httpStatus(status)), changes: 1).notice.button, .details, "\(status): one click away")
            await settle(store)
            XCTAssertEqual(server.imageIDs, ["a"], "\(status): sent again")
            XCTAssertEqual(file.persisted?.favourites.map(\.imageID), ["a"], "\(status): kept in the file")
            store.dispose()
        }
    }

    @MainActor func testADeleteAnswered404ByAWrongBaseIsNotDoneAndIsSentAgain() async {
        let server = InMemoryFavouritesServer()
        server.seed(["a"])
        let store = makeStore(
            PersistedFavourites(favourites: synced(server), account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        store.send(.remove(imageID: "a"))
        server.failNext(AccountRequestFailure(.httpStatus(404)))
        await store.run(job: OutboxJobs.favourites.operation(1))
        XCTAssertEqual(store.state.outbox.map(\.kind), [.remove], "a 404 does not prove the favourite gone")
        await settle(store)
        XCTAssertEqual(server.imageIDs, [], "removed once the base answers")
        XCTAssertFalse(store.state.isFavourite("a"))
        store.send(.sync)
        await settle(store)
        XCTAssertFalse(store.state.isFavourite("a"), "and it does not come back")
    }

    // MARK: Item 5: server inconsistencies

    @MainActor func testRemovingAPictureTheServerListsTwiceRemovesBothIDs() async {
        let server = InMemoryFavouritesServer()
        server.seed(["a"])
        server.duplicate("a")
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        XCTAssertEqual(store.state.favourite("a")?.moreRemoteIDs, ["101"])
        store.send(.remove(imageID: "a"))
        await settle(store)
        XCTAssertEqual(server.held, [], "both of its ids are deleted")
        store.send(.sync)
        await settle(store)
        XCTAssertFalse(store.state.isFavourite("a"), "the next listing does not bring it back")
    }

    @MainActor func testAPictureKeptTwiceUnderAnIDTheRemovalDidNotKnowIsRemovedByTheNextListing() async {
        let server = InMemoryFavouritesServer()
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        add(store, "a")
        await settle(store)
        server.duplicate("a")
        store.send(.remove(imageID: "a"))
        await settle(store)
        XCTAssertEqual(server.held, [], "the listing after the removal found the other id, and it went too")
        XCTAssertFalse(store.state.isFavourite("a"))
    }

    @MainActor func testAnAddAnsweredAlreadyThereThatTheListingLacksIsSentAgain() async {
        let server = InMemoryFavouritesServer()
        let store = makeStore(PersistedFavourites(account: Fixtures.account), server: server, file: InMemoryFavouritesWriter())
        store.send(.accountChanged(Fixtures.account))
        await settle(store)
        server.answerNext(.alreadyThereWithoutKeeping)
        add(store, "a")
        await settle(store)
        XCTAssertEqual(server.imageIDs, ["a"], "sent again after a listing lacked it")
        XCTAssertEqual(store.state.favourite("a")?.remoteID, server.held.first?.remoteID)
        XCTAssertEqual(store.state.outbox, [])
    }
}
