import Foundation
import Kittens
import MVI
import MVITesting
import XCTest

/// "My votes" on the Rate page: the account's votes as the votes store keeps them, newest first,
/// each up or down, those the server lists without a picture too; a change there is a withdrawal
/// and a new vote at TheCatAPI, a withdrawal takes the vote away; the store's notices are toasts.
final class MyVotesTests: XCTestCase {
    @MainActor func testTheVotesShowNewestFirstUpOrDownAndThoseWithoutAPictureToo() async {
        let world = VotesStoreHarness()
        world.server.seed([("a", .up), ("b", .down), ("c", .up)])
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.cast("d", .down)
        var model = MyVotesModel(world.store.state)
        XCTAssertEqual(model.rows.map(\.imageID), ["d", "c", "b", "a"], "newest first")
        XCTAssertEqual(model.rows.map(\.value), [.down, .up, .down, .up])
        XCTAssertEqual(model.rows.map(\.valueText), ["Not for me", "Liked", "Not for me", "Liked"])
        XCTAssertEqual(model.rows.map(\.url), [VotesFixtures.picture("d").url, nil, nil, nil], "the server's entries carry no picture")
        XCTAssertEqual(model.rows.map(\.isWaiting), [true, false, false, false], "d is not on TheCatAPI yet")
        XCTAssertEqual(model.rows[1].label, "Cat picture c: Liked")
        XCTAssertEqual(model.rows[0].changedValue, .up)
        await world.settle()
        model = MyVotesModel(world.store.state)
        XCTAssertEqual(model.rows.first, MyVoteRow(imageID: "d", value: .down, url: VotesFixtures.picture("d").url),
            "sent, and the picture known here stays though the listing has none")
    }

    @MainActor func testChangingAVoteWithoutAPictureWithdrawsItAndCastsTheOther() async {
        let world = VotesStoreHarness()
        world.server.seed([("a", .up), ("b", .up)])
        world.useKey(VotesFixtures.account)
        await world.settle()
        let requestsBefore = world.server.requests.count
        world.store.send(.change(imageID: "a", to: .down))
        XCTAssertEqual(MyVotesModel(world.store.state).rows.map(\.imageID), ["a", "b"], "a changed vote is the newest")
        XCTAssertEqual(world.shown, ["a": .down, "b": .up], "shown at once")
        await world.settle()
        XCTAssertEqual(world.server.valuesByImage, ["a": [.down], "b": [.up]], "the server holds what the user chose")
        let sent = world.server.requests.dropFirst(requestsBefore).filter { !$0.hasPrefix("GET") }
        XCTAssertEqual(Array(sent), ["DELETE 100", "POST a down"], "TheCatAPI has no update: a withdrawal, then a new vote")
        world.store.send(.change(imageID: "a", to: .down))
        world.store.send(.change(imageID: "z", to: .up))
        XCTAssertEqual(world.store.state.waitingChanges, [], "the same vote again, or a picture without a vote, changes nothing")
    }

    @MainActor func testAVoteWithAPictureChangesAsTheRatePageChangesIt() async {
        let world = VotesStoreHarness()
        world.useKey(VotesFixtures.account)
        world.cast("a", .up)
        await world.settle()
        world.store.send(.change(imageID: "a", to: .down))
        await world.settle()
        XCTAssertEqual(world.server.valuesByImage, ["a": [.down]])
        XCTAssertEqual(world.store.state.vote(on: "a")?.url, VotesFixtures.picture("a").url, "its picture kept")
    }

    @MainActor func testAWithdrawnVoteLeavesTheListAndTheServer() async {
        let world = VotesStoreHarness()
        world.server.seed([("a", .up), ("b", .down)])
        world.useKey(VotesFixtures.account)
        await world.settle()
        world.store.send(.withdraw(imageID: "b"))
        XCTAssertEqual(MyVotesModel(world.store.state).rows.map(\.imageID), ["a"])
        await world.settle()
        XCTAssertEqual(world.server.valuesByImage, ["a": [.up]])
    }

    @MainActor func testTheListSaysWhileItIsReadAndWhyChangesWait() async {
        let world = VotesStoreHarness()
        XCTAssertEqual(MyVotesModel(world.store.state), MyVotesModel(), "no votes: \"No votes yet\"")
        world.useKey(VotesFixtures.account)
        XCTAssertTrue(MyVotesModel(world.store.state).isReading, "the account's votes are being read")
        await world.settle()
        XCTAssertFalse(MyVotesModel(world.store.state).isReading)
        world.server.refuse(VotesFixtures.account)
        world.cast("a", .up)
        await world.settle(leavingTheRetry: true)
        let status = MyVotesModel(world.store.state).status
        XCTAssertEqual(status?.isAboutTheKey, true, "\(world.store.state)")
        XCTAssertEqual(status?.text, "TheCatAPI refused the API key. 1 change to votes is kept here until it accepts one: check the key in Preferences.")
    }

    /// A refused key or an unreachable server with no change waiting is said without a count.
    @MainActor func testWhyVotesAreNotSyncedIsSaidWithoutACountWhenNoChangeWaits() async {
        let world = VotesStoreHarness()
        world.server.refuse(VotesFixtures.account)
        world.useKey(VotesFixtures.account)
        await world.settle(leavingTheRetry: true)
        XCTAssertEqual(world.store.state.waitingChanges.count, 0)
        XCTAssertEqual(
            MyVotesModel(world.store.state).status,
            OutboxStatus(text: "TheCatAPI refused the API key, so votes are not synced: check the key in Preferences.", isAboutTheKey: true))
    }

    func testTheStoresNoticesAreToastsThatSayWhatToDo() {
        let refused = VotesLabel.rolledBack(imageID: "a", error: .httpStatus(400))
        XCTAssertEqual(refused.notice, OutboxNotice(message: "Vote refused (error 400)", isFailure: true))
        XCTAssertEqual(
            VotesLabel.waiting(.keyRefused, changes: 2).notice, OutboxNotice(message: "API key refused", button: .preferences))
        XCTAssertEqual(
            VotesLabel.waiting(.unreachable(.unreachable), changes: 2).notice, OutboxNotice(message: "2 changes wait", button: .details))
        XCTAssertEqual(VotesLabel.syncFailed(.unreachable).notice, OutboxNotice(message: "Votes sync failed", button: .details, isFailure: true))
        XCTAssertEqual(VotesLabel.notSaved("disk full").notice.isFailure, true)
    }
}

/// "My Votes" on the Rate page is the Rate store's: while it shows, the keys of rating rest.
final class RateMyVotesTests: XCTestCase {
    @MainActor func testMyVotesShowsInsteadOfThePictureAndTheRatingKeysRest() async {
        let store = TestStore(
            initialState: RateState(), bootstrapper: NoBootstrapper<Never>(), executor: RateExecutor(pictures: ScriptedKittenSource()),
            reducer: RateReducer())
        var state = RateState()
        state.queue = [KittenImage(id: "k0", url: URL(string: "https://cdn2.thecatapi.com/images/k0.jpg")!)]
        state.votes = [RateVote(picture: state.queue[0], value: .up)]
        XCTAssertTrue(RateModel(state).canVote)
        store.start()
        store.send(.showMyVotes(true)) { $0.showsMyVotes = true }
        store.send(.showMyVotes(true))
        state.showsMyVotes = true
        let model = RateModel(state)
        XCTAssertTrue(model.showsMyVotes)
        XCTAssertFalse(model.canVote, "the arrows, L, D and Space are the list's")
        XCTAssertFalse(model.canUndo)
        store.send(.showMyVotes(false)) { $0.showsMyVotes = false }
    }
}
