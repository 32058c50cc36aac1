import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
import TestSupport
import XCTest

/// What the favourites store does, step by step: each change is made at once, the file is
/// written after it, and the server's answer confirms it or takes it back.
final class FavouritesStoreTests: XCTestCase {
    private typealias Fixtures = FavouritesFixtures
    private let noWriteFailure = String?.none

    @MainActor private func makeStore(
        _ state: FavouritesState = FavouritesState(), synced: Bool = true, hasDataSource: Bool? = nil
    ) -> TestStore<FavouritesExecutor, FavouritesReducer> {
        var state = state
        state.usesServer = synced
        return TestStore(
            initialState: state,
            executor: FavouritesExecutor(
                dataSource: (hasDataSource ?? synced) ? UnansweredFavouritesDataSource() : nil, writes: FavouritesWrites(UnusedFavouritesWriter()),
                now: { Fixtures.created }),
            reducer: FavouritesReducer())
    }

    @MainActor func testAnOptimisticFavouriteTheServerRefusesIsRolledBackWithWhy() async {
        let store = makeStore()
        store.send(.add(imageID: "abc", url: Fixtures.url("abc"))) {
            $0.favourites = [Fixtures.favourite("abc")]
            $0.pending = ["abc": .adding]
        }
        XCTAssertTrue(store.state.isFavourite("abc"), "shown as a favourite at once")
        XCTAssertEqual(Set(store.runningJobs.map(\.key)), [.favouritesFileWrite, .favourite("abc")])
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)

        store.complete(job: .favourite("abc"), with: Result<String, KittenLoadError>.failure(.httpStatus(401)))
        store.receive(.addRolledBack(imageID: "abc")) {
            $0.favourites = []
            $0.pending = [:]
        }
        let label = FavouritesLabel.rolledBack(.add, imageID: "abc", error: .httpStatus(401))
        store.receiveLabel(label)
        XCTAssertEqual(label.message, "Could not add the favourite: the API key was refused. Check it in Preferences.")
        XCTAssertNotEqual(label.notice.button, .undo)
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.finish()
    }

    @MainActor func testAFavouriteTheServerKeepsGetsItsRemoteID() async {
        let store = makeStore()
        store.send(.toggle(imageID: "abc", url: Fixtures.url("abc"))) {
            $0.favourites = [Fixtures.favourite("abc")]
            $0.pending = ["abc": .adding]
        }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.complete(job: .favourite("abc"), with: Result<String, KittenLoadError>.success("232"))
        store.receive(.addConfirmed(imageID: "abc", remoteID: "232")) {
            $0.favourites = [Fixtures.favourite("abc", remoteID: "232")]
            $0.pending = [:]
        }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.finish()
    }

    @MainActor func testUndoBringsARemovedFavouriteBackWhereItWasAndAddsItAgainOnTheServer() async {
        let first = Fixtures.favourite("one", remoteID: "1")
        let second = Fixtures.favourite("two", remoteID: "2")
        let store = makeStore(FavouritesState(favourites: [first, second]))

        store.send(.remove(imageID: "one")) {
            $0.favourites = [second]
            $0.pending = ["one": .removing]
            $0.lastRemoval = FavouritesState.Removal(favourite: first, index: 0)
        }
        store.receiveLabel(.removed(imageID: "one"))
        XCTAssertEqual(FavouritesLabel.removed(imageID: "one").notice.button, .undo, "the toast offers Undo")
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.complete(job: .favourite("one"), with: Result<Void, KittenLoadError>.success(()))
        store.receive(.removeConfirmed(imageID: "one")) { $0.pending = [:] }

        store.send(.undoRemoval) {
            $0.favourites = [Fixtures.favourite("one"), second]
            $0.pending = ["one": .adding]
            $0.lastRemoval = nil
        }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.complete(job: .favourite("one"), with: Result<String, KittenLoadError>.success("3"))
        store.receive(.addConfirmed(imageID: "one", remoteID: "3")) {
            $0.favourites = [Fixtures.favourite("one", remoteID: "3"), second]
            $0.pending = [:]
        }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.send(.undoRemoval)
        store.finish()
    }

    @MainActor func testUndoWithoutAKeyKeepsTheFavouriteAsItWas() async {
        let first = Fixtures.favourite("one", remoteID: "1")
        let store = makeStore(FavouritesState(favourites: [first]), synced: false)
        store.send(.remove(imageID: "one")) {
            $0.favourites = []
            $0.lastRemoval = FavouritesState.Removal(favourite: first, index: 0)
        }
        store.receiveLabel(.removed(imageID: "one"))
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.send(.undoRemoval) {
            $0.favourites = [first]
            $0.lastRemoval = nil
        }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.finish()
    }

    @MainActor func testARemovalTheServerRefusesIsPutBackWithWhy() async {
        let first = Fixtures.favourite("one", remoteID: "1")
        let second = Fixtures.favourite("two")
        let store = makeStore(FavouritesState(favourites: [second, first]))
        store.send(.toggle(imageID: "one", url: Fixtures.url("one"))) {
            $0.favourites = [second]
            $0.pending = ["one": .removing]
            $0.lastRemoval = FavouritesState.Removal(favourite: first, index: 1)
        }
        store.receiveLabel(.removed(imageID: "one"))
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.complete(job: .favourite("one"), with: Result<Void, KittenLoadError>.failure(.unreachable))
        store.receive(.removeRolledBack(FavouritesState.Removal(favourite: first, index: 1))) {
            $0.favourites = [second, first]
            $0.pending = [:]
            $0.lastRemoval = nil
        }
        store.receiveLabel(.rolledBack(.remove, imageID: "one", error: .unreachable))
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.finish()
    }

    @MainActor func testTheSamePictureFavouritedTwiceIsOneFavourite() async {
        let store = makeStore(synced: false)
        store.send(.add(imageID: "abc", url: Fixtures.url("abc"))) { $0.favourites = [Fixtures.favourite("abc")] }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.send(.add(imageID: "abc", url: Fixtures.url("abc")))
        store.send(.add(imageID: "abc", url: URL(string: "https://elsewhere.example/abc.png")!))
        XCTAssertEqual(store.state.favourites.count, 1)
        store.finish()
    }

    @MainActor func testAnIDOrAddressThatCannotBeKeptIsNotFavourited() async {
        let store = makeStore(synced: false)
        store.send(.add(imageID: "", url: Fixtures.url("x")))
        store.send(.add(imageID: "a/../b", url: Fixtures.url("x")))
        store.send(.add(imageID: String(repeating: "a", count: 65), url: Fixtures.url("x")))
        store.send(.add(imageID: "ok", url: URL(string: "file:///etc/passwd")!))
        store.finish()
    }

    @MainActor func testASyncMergesTheServersFavouritesKeepsOnesWhosePictureIsGoneAndSendsTheUnsent() async {
        let local = Fixtures.favourite("here")
        let listed = Fixtures.favourite("both")
        let store = makeStore(FavouritesState(favourites: [local, listed]))
        store.send(.sync) { $0.isSyncing = true }
        store.send(.sync)
        let remote = [
            RemoteFavourite(remoteID: "7", imageID: "both", url: nil, created: Fixtures.created),
            RemoteFavourite(remoteID: "8", imageID: "there", url: Fixtures.url("there"), created: Fixtures.created.addingTimeInterval(-60)),
        ]
        store.complete(job: .favouritesSync, with: Result<[RemoteFavourite], KittenLoadError>.success(remote))
        store.receive(.synced(remote, sending: ["here"])) {
            $0.isSyncing = false
            $0.favourites = [
                local,
                Favourite(imageID: "both", url: Fixtures.url("both"), remoteID: "7", created: Fixtures.created, isPictureGone: true),
                Favourite(imageID: "there", url: Fixtures.url("there"), remoteID: "8", created: Fixtures.created.addingTimeInterval(-60)),
            ]
            $0.pending = ["here": .adding]
        }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.complete(job: .favourite("here"), with: Result<String, KittenLoadError>.success("9"))
        store.receive(.addConfirmed(imageID: "here", remoteID: "9")) {
            $0.favourites[0].remoteID = "9"
            $0.pending = [:]
        }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.finish()
    }

    @MainActor func testAFailedSyncChangesNothingAndSaysWhy() async {
        let store = makeStore(FavouritesState(favourites: [Fixtures.favourite("here")]))
        store.send(.sync) { $0.isSyncing = true }
        store.complete(job: .favouritesSync, with: Result<[RemoteFavourite], KittenLoadError>.failure(.malformed("not JSON")))
        store.receive(.syncFailed) { $0.isSyncing = false }
        store.receiveLabel(.syncFailed(.malformed("not JSON")))
        XCTAssertEqual(
            FavouritesLabel.syncFailed(.malformed("not JSON")).message,
            "Could not sync favourites: TheCatAPI sent an answer that could not be read.")
        store.finish()
    }

    @MainActor func testWithoutAKeyThereIsNoSyncAndAKeyKnownAtLastStartsOne() async {
        let store = makeStore(synced: false, hasDataSource: true)
        store.send(.sync)
        store.send(.keyChanged(isSet: false))
        store.send(.keyChanged(isSet: true)) {
            $0.usesServer = true
            $0.isSyncing = true
        }
        store.complete(job: .favouritesSync, with: Result<[RemoteFavourite], KittenLoadError>.success([]))
        store.receive(.synced([], sending: [])) { $0.isSyncing = false }
        store.complete(job: .favouritesFileWrite, with: noWriteFailure)
        store.send(.keyChanged(isSet: false)) { $0.usesServer = false }
        store.finish()
    }
}
