import Foundation
import Kittens
import MVITesting
import XCTest

/// Server ids a version 1 file kept without saying whose they were are checked against the
/// account's listing, even after another account was used meanwhile, and the adds sent again
/// for those it lacks stay within the cap on changes (issue #34, item 6).
final class FavouritesVerificationTests: XCTestCase {
    private typealias Fixtures = FavouritesFixtures

    @MainActor func testTheUnverifiedMarkOfAVersionOneFileSurvivesAnAccountSwitch() async {
        let server = InMemoryFavouritesServer()
        let file = InMemoryFavouritesWriter()
        // As a version 1 file reads: favourites with server ids nobody checked yet.
        let store = makeStore(
            PersistedFavourites(
                favourites: [Fixtures.favourite("a", remoteID: "5")], account: Fixtures.account, hasUnverifiedRemoteIDs: true,
                isAccountAccepted: true),
            server: server, file: file)
        store.send(.accountChanged(Fixtures.otherAccount))
        XCTAssertEqual(store.state.otherAccounts.first?.hasUnverifiedRemoteIDs, true, "the shelf keeps the mark")
        store.send(.accountChanged(Fixtures.account))
        XCTAssertTrue(store.state.hasUnverifiedRemoteIDs, "back with the account")
        await settle(store)
        XCTAssertTrue(store.state.isFavourite("a"), "a listing that lacks it sends it again rather than dropping it")
        XCTAssertEqual(server.imageIDs, ["a"])
    }

    func testAddsSentAgainForUnverifiedIDsStayWithinTheCapOnChanges() {
        let waiting = (1...(FavouriteLimits.maximumOperations - 1)).map { FavouriteOperation(id: $0, kind: .add, imageID: "w\($0)") }
        let state = FavouritesState(
            favourites: [Fixtures.favourite("a", remoteID: "5"), Fixtures.favourite("b", remoteID: "6")], account: Fixtures.account,
            otherAccounts: [FavouritesShelf(account: Fixtures.otherAccount, favourites: [], outbox: waiting)],
            nextOperationID: FavouriteLimits.maximumOperations, hasUnverifiedRemoteIDs: true, isAccountAccepted: true, isSyncing: true)
        let merged = FavouritesReducer().reduce(state, .synced(FavouritesListing(records: [], isComplete: true)))
        XCTAssertEqual(merged.operationCount, FavouriteLimits.maximumOperations, "one add sent again: room for one")
        XCTAssertEqual(Set(merged.favourites.map(\.imageID)), ["a", "b"], "neither is dropped")
        XCTAssertTrue(merged.hasUnverifiedRemoteIDs, "the other is checked again by a later listing")
    }
}
