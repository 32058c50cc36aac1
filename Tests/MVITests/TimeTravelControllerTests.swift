import MVI
import MVIRecording
import XCTest

final class TimeTravelControllerTests: XCTestCase {
    /// A note store with three notes added, its recording, and a controller over it:
    /// events 0 add(a), 1 added(a), 2 add(b), 3 added(b), 4 add(c), 5 added(c).
    @MainActor private func threeNotes(capacity: Int = 100) -> (
        any Store<NoteState, NoteIntent, String>, TimeTravelController<NoteState, NoteIntent, Never, NoteMessage, String>
    ) {
        let (store, recording) = recordedNotes(capacity: capacity)
        for note in ["a", "b", "c"] { store.accept(.add(note)) }
        return (store, TimeTravelController(recording: recording))
    }

    @MainActor func testWhileLiveTheControllerShowsEachNewStateOfTheStore() async {
        let (store, controller) = threeNotes()
        var shown: [[String]] = []
        _ = controller.subscribe(onState: { shown.append($0.notes) })
        store.accept(.add("d"))
        store.accept(.say("no change"))
        XCTAssertTrue(controller.isLive)
        XCTAssertNil(controller.selectedIndex)
        XCTAssertEqual(shown, [["a", "b", "c"], ["a", "b", "c", "d"]])
    }

    @MainActor func testMovingToAnEventShowsTheStateRightAfterIt() async {
        let (_, controller) = threeNotes()
        var shown: [[String]] = []
        _ = controller.subscribe(onState: { shown.append($0.notes) })
        controller.move(to: 1)
        XCTAssertEqual(controller.selectedIndex, 1)
        XCTAssertFalse(controller.isLive)
        controller.move(to: 2)
        controller.move(to: 0)
        XCTAssertEqual(shown, [["a", "b", "c"], ["a"], []])
        XCTAssertEqual(controller.state.notes, [])
    }

    @MainActor func testAwayFromLiveTheViewDoesNotJumpAndGoingLiveShowsTheNewest() async {
        let (store, controller) = threeNotes()
        var shown: [[String]] = []
        _ = controller.subscribe(onState: { shown.append($0.notes) })
        controller.move(to: 3)
        store.accept(.add("d"))
        store.accept(.clear)
        XCTAssertEqual(controller.records.count, 10, "new events are recorded meanwhile")
        XCTAssertEqual(controller.selectedIndex, 3, "the selection stays on its event")
        XCTAssertEqual(shown, [["a", "b", "c"], ["a", "b"]])
        controller.goLive()
        XCTAssertEqual(shown, [["a", "b", "c"], ["a", "b"], []])
        store.accept(.add("e"))
        XCTAssertEqual(shown.last, ["e"], "live again: it follows the store")
    }

    @MainActor func testSteppingBackAndForthWalksTheEventsAndEndsLive() async {
        let (_, controller) = threeNotes()
        controller.stepBack()
        XCTAssertEqual(controller.selectedIndex, 4, "from live, the state before the newest event")
        XCTAssertEqual(controller.state.notes, ["a", "b"])
        controller.stepBack()
        controller.stepBack()
        XCTAssertEqual(controller.selectedIndex, 2)
        controller.stepForward()
        XCTAssertEqual(controller.selectedIndex, 3)
        controller.stepForward()
        controller.stepForward()
        XCTAssertEqual(controller.selectedIndex, 5)
        XCTAssertFalse(controller.isLive)
        controller.stepForward()
        XCTAssertTrue(controller.isLive, "stepping past the newest event goes live")
        controller.stepForward()
        XCTAssertTrue(controller.isLive)
    }

    @MainActor func testTheStartShowsTheStateBeforeTheOldestEventAndForwardLeavesIt() async {
        let (_, controller) = threeNotes()
        controller.moveToStart()
        XCTAssertFalse(controller.isLive)
        XCTAssertNil(controller.shownSequence)
        XCTAssertEqual(controller.state.notes, [], "the state before anything was recorded")
        controller.stepBack()
        XCTAssertEqual(controller.state.notes, [], "there is nothing before the start")
        XCTAssertFalse(controller.isLive)
        controller.stepForward()
        XCTAssertEqual(controller.selectedIndex, 0, "forward from the start is the oldest event")
        controller.move(toSequence: 4)
        XCTAssertEqual(controller.shownSequence, 4)
        controller.move(toSequence: 99)
        XCTAssertEqual(controller.shownSequence, 4, "an event not kept moves nothing")
    }

    @MainActor func testSteppingBackFromTheOldestEventReachesTheStartAndStopsThere() async {
        let (_, controller) = threeNotes()
        controller.move(to: 0)
        controller.stepBack()
        XCTAssertNil(controller.selectedIndex, "back from the oldest event is the start")
        XCTAssertNil(controller.shownSequence)
        XCTAssertFalse(controller.isLive)
        XCTAssertEqual(controller.state.notes, [], "the state before the oldest event")
        controller.stepBack()
        XCTAssertFalse(controller.isLive, "there is nothing before the start")
        XCTAssertEqual(controller.state.notes, [])
        controller.stepForward()
        XCTAssertEqual(controller.selectedIndex, 0)
    }

    @MainActor func testMovesOutsideTheRecordingStopAtItsEnds() async {
        let (_, controller) = threeNotes()
        controller.move(to: -5)
        XCTAssertEqual(controller.selectedIndex, 0)
        controller.move(to: 99)
        XCTAssertEqual(controller.selectedIndex, 5)

        let (_, empty) = recordedNotes()
        let idle = TimeTravelController(recording: empty)
        idle.move(to: 0)
        idle.stepBack()
        XCTAssertTrue(idle.isLive)
        XCTAssertEqual(idle.state, NoteState())
    }

    @MainActor func testAShownEventLetGoByTheRingGivesWayToTheOldestKept() async {
        let (store, controller) = threeNotes(capacity: 4)
        controller.move(to: 0)
        let first = controller.records.first?.sequence
        store.accept(.add("d"))
        XCTAssertEqual(controller.selectedIndex, 0)
        XCTAssertEqual(controller.records.first?.sequence, first.map { $0 + 2 })
        XCTAssertEqual(controller.state, controller.records.first?.state)
    }

    @MainActor func testChangesAreAnnouncedForAnEventList() async {
        let (store, controller) = threeNotes()
        var changes = 0
        let subscription = controller.subscribe(onChange: { changes += 1 })
        controller.stepBack()
        store.accept(.say("hi"))
        controller.goLive()
        XCTAssertEqual(changes, 4, "a step, two events recorded (intent and label), going live")
        subscription.cancel()
        controller.stepBack()
        XCTAssertEqual(changes, 4)
    }

    @MainActor func testAReplayedRecordingIsLiveAtItsNewestStateAndCanBeWalked() async throws {
        let (store, recording) = recordedNotes()
        store.accept(.add("x"))
        store.accept(.add("y"))
        let replayed = try NoteRecording.decode(json: try recording.jsonData(format: .notes), format: .notes)
        let controller = TimeTravelController(recording: replayed)
        XCTAssertEqual(controller.state.notes, ["x", "y"])
        controller.stepBack()
        XCTAssertEqual(controller.state.notes, ["x"])
        controller.goLive()
        XCTAssertEqual(controller.state.notes, ["x", "y"])
    }
}
