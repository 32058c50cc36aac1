import Kittens
import MVI
import MVITesting
import XCTest

/// Ctrl+Z on the Rate page withdraws the newest vote of this run still standing: a vote changed
/// or withdrawn in My votes meanwhile is not the page's to withdraw any more.
final class RateUndoTests: XCTestCase {
    /// A page that showed k0 and k1 and liked both.
    @MainActor private func likedTwo() async -> RateTestStore {
        let store = shownRateStore(over: OrderedListingServer())
        await store.run(job: .ratePictures)
        store.send(.like)
        store.send(.like)
        store.send(.rated(["k0": .up, "k1": .up]))
        XCTAssertEqual(RateModel(store.state).picture?.id, "k2")
        return store
    }

    @MainActor func testUndoPassesByAVoteChangedInMyVotes() async {
        let store = await likedTwo()
        store.send(.rated(["k0": .up, "k1": .down]))
        XCTAssertTrue(RateModel(store.state).canUndo)
        store.send(.undoLastVote)
        XCTAssertEqual(RateModel(store.state).picture?.id, "k0", "k0's like was withdrawn; k1's changed vote stands")
        XCTAssertEqual(store.state.votes, [])
        XCTAssertFalse(RateModel(store.state).canUndo)
        store.finish()
    }

    @MainActor func testNothingToUndoOnceMyVotesWithdrewTheVotesOfThisRun() async {
        let store = await likedTwo()
        store.send(.rated([:]))
        XCTAssertFalse(RateModel(store.state).canUndo)
        store.send(.undoLastVote)
        XCTAssertEqual(RateModel(store.state).picture?.id, "k2", "no picture came back")
        store.finish()
    }
}
