import MVI
import MVIRecording
import XCTest

/// Pausing a recording: the store runs on, nothing is kept meanwhile, and resuming records again.
final class RecordingPauseTests: XCTestCase {
    @MainActor func testWhilePausedTheStoreRunsOnButNoEventIsKeptOrAnnounced() async {
        let (store, recording) = recordedNotes()
        store.accept(.add("a"))
        let kept = Array(recording.records)
        var announced = 0
        let subscription = recording.subscribe(onRecord: { _ in announced += 1 })
        defer { subscription.cancel() }
        var states: [[String]] = []
        let stateSubscription = store.subscribe(onState: { states.append($0.notes) })
        defer { stateSubscription.cancel() }

        recording.isPaused = true
        store.accept(.add("b"))
        store.accept(.say("hello"))

        XCTAssertTrue(recording.isPaused)
        XCTAssertEqual(Array(recording.records), kept, "nothing was kept while paused")
        XCTAssertEqual(announced, 0, "nothing was announced while paused")
        XCTAssertEqual(states, [["a"], ["a", "b"]], "the store ran on")
        XCTAssertEqual(recording.latestState.notes, ["a", "b"], "the recording knows the store's newest state")
    }

    @MainActor func testResumingRecordsAgainNumberedOnFromTheLastEventKeptAndStartingFromTheStoresState() async {
        let (store, recording) = recordedNotes()
        store.accept(.add("a"))
        recording.isPaused = true
        store.accept(.add("b"))
        recording.isPaused = false
        store.accept(.add("c"))

        XCTAssertFalse(recording.isPaused)
        XCTAssertEqual(recording.records.map(\.sequence), [0, 1, 2, 3])
        XCTAssertEqual(recording.records.map(\.state.notes), [[], ["a"], ["a", "b"], ["a", "b", "c"]],
                       "the intent after resuming starts from the state the store reached while paused")
        XCTAssertEqual(recording.changeLines(ofSequence: 3)?.last, "+ state.notes[2]: \"c\"")
    }

    @MainActor func testALiveTimeTravelControllerFollowsTheStoreWhilePausedWithNothingToMoveTo() async {
        let (store, recording) = recordedNotes()
        let controller = TimeTravelController(recording: recording)
        var shown: [[String]] = []
        let subscription = controller.subscribe(onState: { shown.append($0.notes) })
        defer { subscription.cancel() }

        recording.isPaused = true
        store.accept(.add("a"))
        controller.stepBack()

        XCTAssertEqual(shown, [[], ["a"]], "the view still follows the store")
        XCTAssertTrue(controller.records.isEmpty)
        XCTAssertTrue(controller.isLive, "with nothing recorded, Back has nowhere to go")
    }
}
