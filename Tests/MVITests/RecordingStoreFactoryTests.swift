import Logging
import MVI
import MVIRecording
import TestSupport
import XCTest

final class RecordingStoreFactoryTests: XCTestCase {
    private typealias CounterRecording = StoreRecording<CounterState, CounterIntent, CounterAction, CounterMessage, String>

    @MainActor private func recordedCounter(
        capacity: Int = 100, clock: ManualClock = ManualClock(), start: [CounterAction] = []
    ) -> (any Store<CounterState, CounterIntent, String>, CounterRecording) {
        let factory = RecordingStoreFactory(capacity: capacity, clock: clock.recordingClock)
        let store = makeCounterStore(start: start, factory: factory)
        guard let recording = factory.recording(ofStoreNamed: "CounterStore", as: CounterRecording.self) else {
            fatalError("the factory kept no recording of the counter store")
        }
        return (store, recording)
    }

    @MainActor func testEveryActionIntentMessageAndLabelIsRecordedWithTheStateRightAfterIt() async {
        let (store, recording) = recordedCounter(start: [.addStart(2)])
        store.accept(.increment)
        store.accept(.say("hi"))
        store.accept(.add(0))
        XCTAssertEqual(recording.records.map(\.event.text), [
            "action: addStart(2)", "message: added(2)",
            "intent: increment", "message: added(1)",
            "intent: say(\"hi\")", "label: hi",
            "intent: add(0)", "message: added(0)",
        ])
        XCTAssertEqual(recording.records.map(\.state.count), [0, 2, 2, 3, 3, 3, 3, 3])
        XCTAssertEqual(recording.records.map(\.sequence), Array(0..<8))
        XCTAssertEqual(recording.startState.count, 0)
        XCTAssertEqual(recording.latestState.count, 3)
    }

    @MainActor func testTheEventsOfOneIntentShareItsTimeAndAJobResultIsStampedWhenItArrives() async {
        let clock = ManualClock()
        let (store, recording) = recordedCounter(clock: clock)
        let gate = Gate(cancelledValue: -1)
        clock.advance(by: .milliseconds(5))
        store.accept(.say("a"))
        clock.advance(by: .milliseconds(10))
        store.accept(.load(key: "load", gate: gate))
        clock.advance(by: .milliseconds(20))
        gate.open(with: 9)
        await waitUntil("the job's result is recorded") { recording.records.count == 4 }
        XCTAssertEqual(recording.records.map(\.event.kind), [.intent, .label, .intent, .message])
        XCTAssertEqual(recording.records.map(\.time), [.milliseconds(5), .milliseconds(5), .milliseconds(15), .milliseconds(35)])
        XCTAssertEqual(store.state.count, 9)
    }

    @MainActor func testTheRingKeepsTheNewestEventsAndTheStateBeforeThem() async {
        let (store, recording) = recordedCounter(capacity: 3)
        for amount in 1...3 { store.accept(.add(amount)) }
        XCTAssertEqual(recording.records.map(\.event.text), ["message: added(2)", "intent: add(3)", "message: added(3)"])
        XCTAssertEqual(recording.records.map(\.sequence), [3, 4, 5])
        XCTAssertEqual(recording.droppedCount, 3)
        XCTAssertEqual(recording.startState.count, 1, "the state after the last event let go")
        XCTAssertEqual(recording.records.map(\.state.count), [3, 3, 6])
        XCTAssertEqual(recording.capacity, 3)
    }

    @MainActor func testRecordsTakenEarlierStayAsTheyWereWhileTheRingGrowsFillsAndWrapsAround() async {
        let (store, recording) = recordedCounter(capacity: 40)
        var snapshots: [(records: CounterRecording.Records, texts: [String], states: [Int])] = []
        for round in 1...30 {
            store.accept(.say("label \(round)"))
            store.accept(.add(round))
            let records = recording.records
            snapshots.append((records, records.map(\.event.text), records.map(\.state.count)))
        }
        for (records, texts, states) in snapshots {
            XCTAssertEqual(records.map(\.event.text), texts)
            XCTAssertEqual(records.map(\.state.count), states)
        }
        let newest = recording.records
        XCTAssertEqual(newest.count, 40)
        XCTAssertEqual(newest.map(\.sequence), Array(80..<120), "four events a round, 120 in all")
        XCTAssertEqual(newest.first?.event.text, "intent: say(\"label 21\")")
        XCTAssertEqual(newest.last?.event.text, "message: added(30)")
        XCTAssertEqual(newest.last?.state.count, (1...30).reduce(0, +))
        XCTAssertEqual(recording.startState.count, (1...20).reduce(0, +), "the state after the last event let go")
    }

    @MainActor func testARecordedStoreDeliversWhatAPlainOneDoesAndSoDoesItsRecording() async {
        let (store, recording) = recordedCounter()
        var fromStore: [Int] = []
        var fromRecording: [Int] = []
        _ = store.subscribe(onState: { fromStore.append($0.count) })
        _ = recording.subscribe(onState: { fromRecording.append($0.count) })
        var labels: [String] = []
        _ = store.subscribe(onLabel: { labels.append($0) })
        store.accept(.increment)
        store.accept(.add(0))
        store.accept(.say("x"))
        XCTAssertEqual(fromStore, [0, 1])
        XCTAssertEqual(fromRecording, [0, 1])
        XCTAssertEqual(labels, ["x"])
    }

    @MainActor func testRecordsAreDeliveredAsTheyAreRecorded() async {
        let (store, recording) = recordedCounter()
        var seen: [String] = []
        let subscription = recording.subscribe(onRecord: { seen.append($0.event.text) })
        store.accept(.increment)
        subscription.cancel()
        store.accept(.increment)
        XCTAssertEqual(seen, ["intent: increment", "message: added(1)"])
    }

    @MainActor func testTheFactoryHandsOutARecordingByStoreNameAndTypes() async {
        let factory = RecordingStoreFactory()
        _ = makeCounterStore(factory: factory)
        XCTAssertNotNil(factory.recording(ofStoreNamed: "CounterStore", as: CounterRecording.self))
        XCTAssertNil(factory.recording(ofStoreNamed: "OtherStore", as: CounterRecording.self))
        XCTAssertNil(factory.recording(
            ofStoreNamed: "CounterStore", as: StoreRecording<Int, CounterIntent, CounterAction, CounterMessage, String>.self))
    }

    @MainActor func testLoggingAndRecordingDecorateTheSameStore() async {
        let lines = LogLines()
        var logger = Logger(label: "test", factory: { _ in lines.handler })
        logger.logLevel = .debug
        let recordingFactory = RecordingStoreFactory()
        let store = makeCounterStore(factory: LoggingStoreFactory(wrapping: recordingFactory, logger: logger))
        store.accept(.increment)
        let recording = recordingFactory.recording(ofStoreNamed: "CounterStore", as: CounterRecording.self)
        XCTAssertEqual(recording?.records.map(\.event.text), ["intent: increment", "message: added(1)"])
        XCTAssertEqual(lines.all, [
            "debug CounterStore intent: increment", "debug CounterStore message: added(1)",
            "debug CounterStore state: CounterState(count: 1)",
        ])
    }
}

extension StoreEvent {
    /// The event as a log line shows it.
    var text: String { description }
}
