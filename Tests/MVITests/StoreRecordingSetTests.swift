import Foundation
import MVI
import MVIRecording
import XCTest

/// Several stores' recordings in one file: written in one go, read back whole, in their order
/// and on their shared clock, and refused with words when anything in it cannot be used.
final class StoreRecordingSetTests: XCTestCase {
    private static let session = RecordingFormat(name: "org.kittensforlinux.tests.Session", version: 1)
    private static let kinds: [RecordingKind] = [.recording(NoteRecording.self, format: .notes)]

    /// Two note stores from one factory: "Groceries" made at once, "Chores" a second later.
    @MainActor private func twoStores() -> (groceries: NoteRecording, chores: NoteRecording, stores: [any Store<NoteState, NoteIntent, String>]) {
        let clock = ManualClock()
        let factory = RecordingStoreFactory(capacity: 100, clock: clock.recordingClock)
        let groceries = makeNoteStore(name: "Groceries", factory: factory)
        groceries.accept(.add("milk"))
        clock.advance(by: .seconds(1))
        let chores = makeNoteStore(name: "Chores", factory: factory)
        clock.advance(by: .seconds(1))
        chores.accept(.add("dishes"))
        groceries.accept(.add("eggs"))
        guard let first = factory.recording(ofStoreNamed: "Groceries", as: NoteRecording.self),
              let second = factory.recording(ofStoreNamed: "Chores", as: NoteRecording.self)
        else { fatalError("the factory kept no recording") }
        return (first, second, [groceries, chores])
    }

    /// The names of the stores in `data`, or why it cannot be read.
    @MainActor private func decode(_ data: Data) -> Result<[String], RecordingFileProblem> {
        Result { () throws(RecordingFileProblem) in
            try StoreRecordingSet.decode(json: data, kinds: Self.kinds, format: Self.session).map(\.storeName)
        }
    }

    @MainActor func testASetReadsBackEveryRecordingInOrderAndOnTheClockTheyShared() async throws {
        let (groceries, chores, _) = twoStores()
        let data = try StoreRecordingSet.jsonData(of: [groceries, chores], kinds: Self.kinds, format: Self.session)

        let read = try StoreRecordingSet.decode(json: data, kinds: Self.kinds, format: Self.session)
        XCTAssertEqual(read.map(\.storeName), ["Groceries", "Chores"])
        let readGroceries = try XCTUnwrap(read[0] as? NoteRecording), readChores = try XCTUnwrap(read[1] as? NoteRecording)
        XCTAssertEqual(Array(readGroceries.records), Array(groceries.records))
        XCTAssertEqual(Array(readChores.records), Array(chores.records))
        XCTAssertEqual(readChores.clockAtStart, .seconds(1), "the second store started a second later")
        XCTAssertEqual(
            StoreTimeline(recordings: read).entries, StoreTimeline(recordings: [groceries, chores]).entries,
            "the timeline of the file is the timeline of the run")
    }

    @MainActor func testARecordingOfAKindTheReaderDoesNotKnowIsRefusedWithItsPlace() async throws {
        let (groceries, chores, _) = twoStores()
        let other = RecordingFormat(name: "org.kittensforlinux.tests.OtherStore", version: 1)
        let written = try StoreRecordingSet.jsonData(
            of: [groceries, chores], kinds: [.recording(NoteRecording.self, format: other)], format: Self.session)

        XCTAssertEqual(decode(written), .failure(.damaged("recording 0 is of \"org.kittensforlinux.tests.OtherStore\", which this app does not replay")))
    }

    @MainActor func testAStoreRecordedTwiceAnotherVersionAndAnEmptySetAreRefused() async throws {
        let (groceries, _, _) = twoStores()
        let twice = try StoreRecordingSet.jsonData(of: [groceries, groceries], kinds: Self.kinds, format: Self.session)
        XCTAssertEqual(decode(twice), .failure(.damaged("the store \"Groceries\" is recorded twice")))

        let newer = try StoreRecordingSet.jsonData(
            of: [groceries], kinds: [.recording(NoteRecording.self, format: RecordingFormat(name: RecordingFormat.notes.name, version: 2))],
            format: Self.session)
        XCTAssertEqual(decode(newer), .failure(.otherVersion(found: 2, expected: 1)))

        let empty = try StoreRecordingSet.jsonData(of: [], kinds: Self.kinds, format: Self.session)
        XCTAssertEqual(decode(empty), .failure(.damaged("it holds 0 recordings, not between 1 and \(StoreRecordingSet.maximumStores)")))
    }

    @MainActor func testASingleRecordingOrNoJSONIsNotASet() async throws {
        let (groceries, _, _) = twoStores()
        XCTAssertEqual(
            decode(try groceries.jsonData(format: .notes)),
            .failure(.otherFormat(found: RecordingFormat.notes.name, expected: Self.session.name)))
        XCTAssertEqual(decode(Data("{\"format\": ".utf8)), .failure(.notARecording))
        XCTAssertEqual(decode(Data("{\"format\": \"org.kittensforlinux.tests.Session\", \"version\": 1, \"layout\": 1, \"stores\": 3}".utf8)),
                       .failure(.damaged("stores: a value of the wrong type")))
    }

    @MainActor func testARecordingWhoseTypesNoKindHasCannotBeWritten() async throws {
        let (groceries, _, _) = twoStores()
        XCTAssertThrowsError(try StoreRecordingSet.jsonData(of: [groceries], kinds: [], format: Self.session))
    }

    @MainActor func testOnlyTheRecordingsAKindCanWriteAreKeptForAFile() async throws {
        let (groceries, chores, _) = twoStores()
        let factory = RecordingStoreFactory()
        let counter = factory.makeStore(
            name: "Counter", initialState: CounterState(), bootstrapper: NoBootstrapper<CounterAction>(),
            executor: CounterExecutor(journal: IntentJournal()), reducer: CounterReducer())
        defer { counter.dispose() }
        let counted = try XCTUnwrap(factory.allRecordings.first)
        let kept = StoreRecordingSet.recordings([groceries, counted, chores], writableBy: Self.kinds)
        XCTAssertEqual(kept.map(\.storeName), ["Groceries", "Chores"])
        XCTAssertEqual(StoreRecordingSet.recordings([groceries, chores], writableBy: []).count, 0)
        XCTAssertTrue(Self.kinds.contains { $0.accepts(groceries) })
        XCTAssertFalse(Self.kinds.contains { $0.accepts(counted) }, "no kind has the counter's types")
    }
}
