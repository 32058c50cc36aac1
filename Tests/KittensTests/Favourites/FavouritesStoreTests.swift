import Foundation
import Kittens
import KittensSupport
import MVI
import MVITesting
import Outbox
import TestSupport
import XCTest

/// What the favourites store does, step by step: each change is made at once as an operation
/// in the outbox, the file is written, and the server's answer settles the operation.
final class FavouritesStoreTests: XCTestCase {
    private typealias Fixtures = FavouritesFixtures
    private let noWriteFailure = String?.none

    @MainActor private func makeStore(
        _ state: FavouritesState = FavouritesState(account: FavouritesFixtures.account), synced: Bool = true, hasServer: Bool? = nil
    ) -> TestStore<FavouritesExecutor, FavouritesReducer> {
        var state = state
        state.usesServer = synced
        return TestStore(
            initialState: state,
            executor: FavouritesExecutor(
                server: (hasServer ?? synced) ? UnansweredFavouritesServer() : nil, writes: FavouritesWrites(UnusedFavouritesWriter()),
                now: { Fixtures.created }),
            reducer: FavouritesReducer())
    }

    private func add(_ id: Int, _ imageID: String, sent: Bool = false) -> FavouriteOperation {
        FavouriteOperation(id: id, kind: .add, imageID: imageID, wasSent: sent)
    }

    private func remove(_ id: Int, _ imageID: String, _ remoteID: String?, sent: Bool = false) -> FavouriteOperation {
        FavouriteOperation(id: id, kind: .remove, imageID: imageID, remoteID: remoteID, wasSent: sent)
    }

    @MainActor func testAnAddTheServerRefusesForGoodIsTakenBackWithWhy() async {
        let store = makeStore()
        store.send(.add(imageID: "abc", url: Fixtures.url("abc"))) {
            $0.favourites = [Fixtures.favourite("abc")]
            $0.outbox = [self.add(1, "abc", sent: true)]
            $0.nextOperationID = 2
            $0.sending = [1]
            $0.changedWhileSyncing = ["abc"]
        }
        XCTAssertTrue(store.state.isFavourite("abc"), "shown as a favourite at once")
        XCTAssertEqual(Set(store.runningJobs.map(\.key)), [OutboxJobs.favourites.fileWrite, OutboxJobs.favourites.operation(1)])
        store.complete(job: OutboxJobs.favourites.fileWrite, with: noWriteFailure)

        store.complete(job: OutboxJobs.favourites.operation(1), with: FavouriteOperationAnswerFixture.failed(400))
        store.receive(.operationRefused(operationID: 1)) {
            $0.favourites = []
            $0.outbox = []
            $0.sending = []
            $0.isAccountAccepted = true
        }
        let label = FavouritesLabel.rolledBack(.add, imageID: "abc", error: .httpStatus(400))
        store.receiveLabel(label)
        XCTAssertEqual(label.message, "Favourite refused (error 400)")
        store.complete(job: OutboxJobs.favourites.fileWrite, with: noWriteFailure)
        store.finish()
    }

    @MainActor func testAFavouriteTheServerKeepsGetsItsRemoteID() async {
        let store = makeStore()
        store.send(.toggle(imageID: "abc", url: Fixtures.url("abc"))) {
            $0.favourites = [Fixtures.favourite("abc")]
            $0.outbox = [self.add(1, "abc", sent: true)]
            $0.nextOperationID = 2
            $0.sending = [1]
            $0.changedWhileSyncing = ["abc"]
        }
        store.complete(job: OutboxJobs.favourites.fileWrite, with: noWriteFailure)
        store.complete(job: OutboxJobs.favourites.operation(1), with: FavouriteOperationAnswerFixture.created("232"))
        store.receive(.addAnswered(operationID: 1, .created(remoteID: "232"))) {
            $0.favourites = [Fixtures.favourite("abc", remoteID: "232")]
            $0.outbox = []
            $0.sending = []
            $0.isAccountAccepted = true
        }
        store.complete(job: OutboxJobs.favourites.fileWrite, with: noWriteFailure)
        store.finish()
    }

    @MainActor func testUndoWithoutAKeyKeepsTheFavouriteAsItWasAndSendsNothing() async {
        let first = Fixtures.favourite("one", remoteID: "1")
        let store = makeStore(FavouritesState(favourites: [first], account: Fixtures.account), synced: false)
        store.send(.remove(imageID: "one")) {
            $0.favourites = []
            $0.lastRemoval = FavouritesState.Removal(favourite: first, index: 0)
            $0.outbox = [self.remove(1, "one", "1")]
            $0.nextOperationID = 2
            $0.changedWhileSyncing = ["one"]
        }
        store.receiveLabel(.removed(imageID: "one"))
        XCTAssertEqual(FavouritesLabel.removed(imageID: "one").notice.button, .undo, "the toast offers Undo")
        store.complete(job: OutboxJobs.favourites.fileWrite, with: noWriteFailure)
        store.send(.undoRemoval) {
            $0.favourites = [first]
            $0.lastRemoval = nil
            $0.outbox = []
        }
        store.complete(job: OutboxJobs.favourites.fileWrite, with: noWriteFailure)
        store.finish()
    }

    @MainActor func testARemovalTheServerRefusesForGoodIsPutBackWithWhy() async {
        let first = Fixtures.favourite("one", remoteID: "1")
        let second = Fixtures.favourite("two", remoteID: "2")
        let store = makeStore(FavouritesState(favourites: [second, first], account: Fixtures.account))
        store.exhaustivity = .off
        store.send(.toggle(imageID: "one", url: Fixtures.url("one")))
        store.receiveLabel(.removed(imageID: "one"))
        store.complete(job: OutboxJobs.favourites.operation(1), with: FavouriteOperationAnswerFixture.failed(400))
        store.receiveLabel(.rolledBack(.remove, imageID: "one", error: .httpStatus(400)))
        XCTAssertEqual(store.state.favourites, [second, first], "back where it was")
        XCTAssertEqual(store.state.outbox, [])
        XCTAssertNil(store.state.lastRemoval)
        store.dispose()
    }

    @MainActor func testTheSamePictureFavouritedTwiceIsOneFavourite() async {
        let store = makeStore(synced: false)
        store.exhaustivity = .off
        store.send(.add(imageID: "abc", url: Fixtures.url("abc")))
        store.send(.add(imageID: "abc", url: Fixtures.url("abc")))
        store.send(.add(imageID: "abc", url: URL(string: "https://elsewhere.example/abc.png")!))
        XCTAssertEqual(store.state.favourites.count, 1)
        XCTAssertEqual(store.state.outbox.count, 1)
        store.dispose()
    }

    /// Nothing changes, and the user hears why the heart did not fill.
    @MainActor func testAnIDOrAddressThatCannotBeKeptIsNotFavouritedAndSaysSo() async throws {
        let store = makeStore(synced: false)
        let tooLong = try XCTUnwrap(URL(string: "https://" + String(repeating: "u", count: FavouriteLimits.maximumURLLength)))
        for (imageID, url) in [
            ("", Fixtures.url("x")), ("a/../b", Fixtures.url("x")), (String(repeating: "a", count: 65), Fixtures.url("x")),
            ("ok", try XCTUnwrap(URL(string: "file:///etc/passwd"))), ("long", tooLong),
        ] {
            store.send(.add(imageID: imageID, url: url))
            store.receiveLabel(.unkeepable(imageID: imageID))
        }
        XCTAssertEqual(FavouritesLabel.unkeepable(imageID: "long").message, "This picture cannot be kept")
        store.finish()
    }

    @MainActor func testASyncMergesTheServersFavouritesKeepsOnesWhosePictureIsGoneAndLeavesTheUnsentAlone() async {
        let local = Fixtures.favourite("here")
        let listed = Fixtures.favourite("both")
        let store = makeStore(FavouritesState(favourites: [local, listed], outbox: [add(1, "here")], account: Fixtures.account, nextOperationID: 2), synced: false, hasServer: true)
        store.exhaustivity = .off
        let remote = [
            RemoteFavourite(remoteID: "7", imageID: "both", url: nil, created: Fixtures.created),
            RemoteFavourite(remoteID: "8", imageID: "there", url: Fixtures.url("there"), created: Fixtures.created.addingTimeInterval(-60)),
        ]
        store.send(.accountChanged(Fixtures.account))
        XCTAssertTrue(store.state.isSyncing)
        store.send(.sync)
        store.complete(job: OutboxJobs.favourites.sync, with: Result<FavouritesListing, AccountRequestFailure>.success(FavouritesListing(records: remote, isComplete: true)))
        XCTAssertEqual(store.state.favourites, [
            local,
            Favourite(imageID: "both", url: Fixtures.url("both"), remoteID: "7", created: Fixtures.created, isPictureGone: true),
            Favourite(imageID: "there", url: Fixtures.url("there"), remoteID: "8", created: Fixtures.created.addingTimeInterval(-60)),
        ])
        XCTAssertEqual(store.state.outbox, [add(1, "here", sent: true)], "the unsent favourite is being sent")
        store.dispose()
    }

    @MainActor func testAFailedSyncChangesNothingAndSaysWhy() async {
        let store = makeStore(FavouritesState(favourites: [Fixtures.favourite("here", remoteID: "1")], account: Fixtures.account))
        store.send(.sync) {
            $0.isSyncing = true
            $0.backOff.round = 1
        }
        store.complete(job: OutboxJobs.favourites.sync, with: Result<FavouritesListing, AccountRequestFailure>.failure(AccountRequestFailure(.malformed("not JSON"))))
        store.receive(.syncFailed(.unreachable(.malformed("not JSON")))) {
            $0.isSyncing = false
            $0.needsListing = true
            $0.backOff.problem = .unreachable(.malformed("not JSON"))
            $0.backOff.failuresInARow = 1
            $0.backOff.failedRound = 1
        }
        store.receiveLabel(.syncFailed(.malformed("not JSON")))
        store.receive(.retryScheduled(seconds: 2)) { $0.backOff.retryDelaySeconds = 2 }
        XCTAssertEqual(
            FavouritesLabel.syncFailed(.malformed("not JSON")).message, "Sync failed")
        XCTAssertEqual(FavouritesLabel.syncFailed(.malformed("not JSON")).notice.button, .details, "the reason is one click away")
        XCTAssertEqual(
            store.state.model.status?.text,
            "Favourites are not synced with TheCatAPI yet, and Kittens tries again by itself: TheCatAPI sent an answer that could not be read.")
        XCTAssertEqual(store.runningJobs.map(\.key), [OutboxJobs.favourites.retry], "tried again later")
        store.dispose()
        store.finish()
    }

    @MainActor func testWithoutAKeyThereIsNoSyncAndAnAccountKnownAtLastStartsOne() async {
        let store = makeStore(FavouritesState(), synced: false, hasServer: true)
        store.send(.sync) { $0.backOff.round = 1 }
        store.send(.accountChanged(nil))
        store.send(.accountChanged(Fixtures.account)) {
            $0.account = Fixtures.account
            $0.usesServer = true
            $0.isSyncing = true
            $0.backOff.round = 2
        }
        store.complete(job: OutboxJobs.favourites.fileWrite, with: noWriteFailure)
        store.complete(job: OutboxJobs.favourites.sync, with: Result<FavouritesListing, AccountRequestFailure>.success(FavouritesListing(records: [], isComplete: true)))
        store.receive(.synced(FavouritesListing(records: [], isComplete: true))) {
            $0.isSyncing = false
            $0.isAccountAccepted = true
        }
        store.complete(job: OutboxJobs.favourites.fileWrite, with: noWriteFailure)
        store.send(.accountChanged(nil)) {
            $0.usesServer = false
            $0.backOff.round = 3
        }
        store.finish()
    }
}

/// Answers for `complete(job: OutboxJobs.favourites.operation(_:), with:)`, in the type the job returns.
enum FavouriteOperationAnswerFixture {
    static func created(_ remoteID: String) -> FavouriteOperationResult { .added(.created(remoteID: remoteID)) }
    static let removed: FavouriteOperationResult = .removed
    static func failed(_ status: Int, retryAfter: Int? = nil) -> FavouriteOperationResult {
        .failed(AccountRequestFailure(.httpStatus(status), retryAfterSeconds: retryAfter))
    }
}
