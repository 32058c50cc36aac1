import MVI
import MVIRecording
import XCTest

/// The timeline an inspector shows over every store a factory recorded: events of all stores in
/// time order, and the change each one made as a diff of the fields it changed.
final class StoreTimelineTests: XCTestCase {
    @MainActor func testEventsOfTwoStoresAreInterleavedByTimeOnTheFactorysClock() async {
        let clock = ManualClock()
        let factory = RecordingStoreFactory(capacity: 100, clock: clock.recordingClock)
        let notes = makePairStore(name: "NoteStore", factory: factory)
        notes.accept(.setLeft(1))
        clock.advance(by: .seconds(1))
        let settings = makePairStore(name: "SettingsStore", factory: factory)
        clock.advance(by: .seconds(1))
        settings.accept(.setRight("dark"))
        clock.advance(by: .seconds(1))
        notes.accept(.setLeft(2))

        let timeline = StoreTimeline(recordings: factory.allRecordings)

        XCTAssertEqual(factory.allRecordings.map(\.storeName), ["NoteStore", "SettingsStore"])
        XCTAssertEqual(timeline.entries.map { "\($0.storeName) #\($0.sequence) \($0.kind) \($0.name) \($0.time)" }, [
            "NoteStore #0 intent setLeft 0.0 seconds",
            "NoteStore #1 message left 0.0 seconds",
            "SettingsStore #0 intent setRight 2.0 seconds",
            "SettingsStore #1 message right 2.0 seconds",
            "NoteStore #2 intent setLeft 3.0 seconds",
            "NoteStore #3 message left 3.0 seconds",
        ])
    }

    @MainActor func testTheChangeOfAnEventShowsOnlyTheFieldsItChanged() async {
        let factory = RecordingStoreFactory(capacity: 100, clock: ManualClock().recordingClock)
        let store = makePairStore(name: "PairStore", factory: factory)
        store.accept(.setLeft(7))
        store.accept(.setRight("dark"))
        let timeline = StoreTimeline(recordings: factory.allRecordings)
        let id = { (sequence: Int) in StoreTimelineEntry.ID(storeName: "PairStore", sequence: sequence) }

        XCTAssertEqual(timeline.changeLines(of: id(1)), ["− state.left: 0", "+ state.left: 7"])
        XCTAssertEqual(timeline.changeLines(of: id(3)), ["− state.right: \"light\"", "+ state.right: \"dark\""])
        XCTAssertEqual(timeline.changeLines(of: id(2)), [], "an intent changes nothing by itself")
        XCTAssertNil(timeline.changeLines(of: id(4)), "no such event")
        XCTAssertNil(timeline.changeLines(of: StoreTimelineEntry.ID(storeName: "Other", sequence: 0)))
        XCTAssertEqual(timeline.index(of: id(3)), 3)
    }

    @MainActor func testTheFirstKeptEventOfAFullRingIsComparedWithTheStateBeforeIt() async {
        let factory = RecordingStoreFactory(capacity: 2, clock: ManualClock().recordingClock)
        let store = makePairStore(name: "PairStore", factory: factory)
        store.accept(.setLeft(1))
        store.accept(.setLeft(2))
        let timeline = StoreTimeline(recordings: factory.allRecordings)
        XCTAssertEqual(timeline.entries.map(\.sequence), [2, 3])
        XCTAssertEqual(timeline.changeLines(of: StoreTimelineEntry.ID(storeName: "PairStore", sequence: 2)), [])
        XCTAssertEqual(
            timeline.changeLines(of: StoreTimelineEntry.ID(storeName: "PairStore", sequence: 3)),
            ["− state.left: 1", "+ state.left: 2"])
    }

    @MainActor func testAnUpdateAddsTheNewEventsOfEveryStoreAndLetsGoOfThoseTheRingsLetGo() async {
        let clock = ManualClock()
        let factory = RecordingStoreFactory(capacity: 4, clock: clock.recordingClock)
        let notes = makePairStore(name: "NoteStore", factory: factory)
        let settings = makePairStore(name: "SettingsStore", factory: factory)
        notes.accept(.setLeft(1))
        var timeline = StoreTimeline(recordings: factory.allRecordings)
        XCTAssertEqual(timeline.entries.map { "\($0.storeName) #\($0.sequence)" }, ["NoteStore #0", "NoteStore #1"])

        clock.advance(by: .seconds(1))
        settings.accept(.setRight("dark"))
        clock.advance(by: .seconds(1))
        notes.accept(.setLeft(2))
        notes.accept(.setLeft(3))
        timeline.update()

        XCTAssertEqual(timeline.entries.map { "\($0.storeName) #\($0.sequence)" }, [
            "SettingsStore #0", "SettingsStore #1", "NoteStore #2", "NoteStore #3", "NoteStore #4", "NoteStore #5",
        ], "NoteStore's ring of 4 let its first two events go")
        XCTAssertEqual(timeline.entries, StoreTimeline(recordings: factory.allRecordings).entries, "as a timeline made afresh")
    }

    func testAnEventsKindAndCaseNameLeaveItsPayloadOut() {
        let event = StoreEvent<PairIntent, Never, PairMessage, String>.message(.right(String(repeating: "x", count: 10)))
        XCTAssertEqual(event.kind, .message)
        XCTAssertEqual(event.caseName, "right")
        XCTAssertEqual(StoreEvent<PairIntent, Never, PairMessage, String>.intent(.reset).caseName, "reset")
    }
}

struct PairState: Equatable {
    var left = 0
    var right = "light"
}

enum PairIntent {
    case setLeft(Int)
    case setRight(String)
    case reset
}

enum PairMessage {
    case left(Int)
    case right(String)
}

private struct PairReducer: Reducer {
    func reduce(into state: inout PairState, _ message: PairMessage) {
        switch message {
        case .left(let value): state.left = value
        case .right(let value): state.right = value
        }
    }
}

private struct PairExecutor: Executor {
    typealias State = PairState
    typealias Message = PairMessage
    typealias Label = String

    func execute(intent: PairIntent, in scope: some ExecutorScope<PairState, PairMessage, String>) {
        switch intent {
        case .setLeft(let value): scope.dispatch(.left(value))
        case .setRight(let value): scope.dispatch(.right(value))
        case .reset: scope.dispatch(.left(0))
        }
    }
}

/// A store of two fields, made by `factory` under `name`.
@MainActor
func makePairStore(name: String, factory: any StoreFactory) -> any Store<PairState, PairIntent, String> {
    factory.makeStore(
        name: name, initialState: PairState(), bootstrapper: NoBootstrapper<Never>(),
        executor: PairExecutor(), reducer: PairReducer())
}
