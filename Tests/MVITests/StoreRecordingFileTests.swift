import Foundation
import MVI
import MVIRecording
import XCTest

final class StoreRecordingFileTests: XCTestCase {
    @MainActor private func sampleFile(capacity: Int = 100) throws -> (NoteRecording, Data) {
        let clock = ManualClock()
        let (store, recording) = recordedNotes(capacity: capacity, clock: clock)
        store.accept(.add("milk"))
        clock.advance(by: .milliseconds(3))
        store.accept(.say("hello"))
        clock.advance(by: .seconds(2))
        store.accept(.add("eggs"))
        return (recording, try recording.jsonData(format: .notes))
    }

    @MainActor private func decode(_ data: Data) -> Result<NoteRecording, RecordingFileProblem> {
        Result { () throws(RecordingFileProblem) in try NoteRecording.decode(json: data, format: .notes) }
    }

    /// The sample file with `change` made to its JSON object.
    @MainActor private func edited(_ change: (inout [String: Any]) -> Void) throws -> Data {
        let (_, data) = try sampleFile()
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw TestFileError.notAnObject
        }
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @MainActor func testARecordingReadsBackAsItWasWritten() async throws {
        let (recording, data) = try sampleFile()
        let read = try NoteRecording.decode(json: data, format: .notes)
        XCTAssertEqual(Array(read.records), Array(recording.records))
        XCTAssertEqual(read.records.map(\.time), [.zero, .zero, .milliseconds(3), .milliseconds(3), .milliseconds(2003), .milliseconds(2003)])
        XCTAssertEqual(read.storeName, "NoteStore")
        XCTAssertEqual(read.capacity, 100)
        XCTAssertEqual(read.startState, NoteState())
        XCTAssertEqual(read.latestState, NoteState(notes: ["milk", "eggs"]))
        XCTAssertEqual(read.droppedCount, 0)
    }

    @MainActor func testARecordingThatLetEventsGoReadsBackWithItsStartStateAndNumbering() async throws {
        let (recording, data) = try sampleFile(capacity: 2)
        let read = try NoteRecording.decode(json: data, format: .notes)
        XCTAssertEqual(Array(read.records), Array(recording.records))
        XCTAssertEqual(read.records.map(\.sequence), [4, 5])
        XCTAssertEqual(read.droppedCount, 4)
        XCTAssertEqual(read.startState, NoteState(notes: ["milk"]))
        XCTAssertEqual(read.latestState, NoteState(notes: ["milk", "eggs"]))
    }

    @MainActor func testTheFileSaysWhatItIs() async throws {
        let (_, data) = try sampleFile()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["format"] as? String, "org.kittensforlinux.tests.NoteStore")
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertEqual(object["layout"] as? Int, StoreRecordingFile.layout)
        XCTAssertEqual(object["store"] as? String, "NoteStore")
    }

    @MainActor func testARecordCarriesItsStateOnlyWhenTheStateChanged() async throws {
        let (_, data) = try sampleFile()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let records = try XCTUnwrap(object["records"] as? [[String: Any]])
        XCTAssertEqual(records.indices.filter { records[$0]["state"] != nil }, [1, 5], "after added(milk) and added(eggs)")
    }

    @MainActor func testARecordingOfAnotherStoreIsRefusedByName() async throws {
        let (recording, _) = try sampleFile()
        let other = try recording.jsonData(format: RecordingFormat(name: "org.example.Other", version: 1))
        XCTAssertEqual(decode(other).problem, .otherFormat(found: "org.example.Other", expected: RecordingFormat.notes.name))
    }

    @MainActor func testARecordingOfAnotherVersionIsRefusedWithBothVersions() async throws {
        let (recording, _) = try sampleFile()
        let newer = try recording.jsonData(format: RecordingFormat(name: RecordingFormat.notes.name, version: 2))
        XCTAssertEqual(decode(newer).problem, .otherVersion(found: 2, expected: 1))
        let otherLayout = try edited { $0["layout"] = StoreRecordingFile.layout + 1 }
        XCTAssertEqual(decode(otherLayout).problem, .otherLayout(found: StoreRecordingFile.layout + 1, expected: StoreRecordingFile.layout))
    }

    @MainActor func testWhatIsNotARecordingIsRefusedAsSuch() async {
        for text in ["", "not json", "[]", "42", "{}", "{\"format\": 5}", "{\"records\": []}", "\u{FEFF}{"] {
            XCTAssertEqual(decode(Data(text.utf8)).problem, .notARecording, text)
        }
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(decode(Data(nested.utf8)).problem, .notARecording, "deep nesting is refused, not a stack overflow")
    }

    @MainActor func testADamagedRecordingIsRefusedSayingWhere() async throws {
        let cases: [(String, (inout [String: Any]) -> Void, String)] = [
            ("a missing store name", { $0["store"] = nil }, "it is damaged: store: missing"),
            ("a state of the wrong type", { $0["startState"] = ["notes": "milk"] }, "it is damaged: startState.notes: a value of the wrong type"),
            ("no version", { $0["version"] = nil }, "it is damaged: it has no version"),
            ("capacity 0", { $0["capacity"] = 0 }, "it is damaged: its capacity of 0 events is not between 1 and 1000000"),
            ("a huge capacity", { $0["capacity"] = 2_000_000 }, "it is damaged: its capacity of 2000000 events is not between 1 and 1000000"),
            ("more events than room", { $0["capacity"] = 2 }, "it is damaged: it holds 6 events, more than its capacity of 2"),
            ("negative dropped", { $0["dropped"] = -1 }, "it is damaged: its count of dropped events is not valid"),
            ("a gap", { Self.editRecords(&$0) { $0.remove(at: 1) } }, "it is damaged: event 1 is numbered 2, not 1"),
            ("time going back", { Self.editRecords(&$0) { $0[4]["nanoseconds"] = 1 } }, "it is damaged: event 4 is earlier than the one before it"),
            ("a recorded state of the wrong type", { Self.editRecords(&$0) { $0[1]["state"] = 7 } }, "it is damaged: records.1.state: a value of the wrong type"),
            ("an unknown event", { Self.editRecords(&$0) { $0[0]["event"] = ["teleport": [:] as [String: Any]] } }, "it is damaged: records.0.event"),
        ]
        for (name, change, expected) in cases {
            let problem = decode(try edited(change)).problem
            XCTAssertTrue(problem?.description.hasPrefix(expected) == true, "\(name): \(String(describing: problem))")
        }
    }

    @MainActor func testEveryTruncationOfARecordingIsRefusedWithoutATrap() async throws {
        let (_, data) = try sampleFile()
        for length in 0..<data.count {
            XCTAssertNotNil(decode(data.prefix(length)).problem, "cut at \(length)")
        }
    }

    func testProblemsAreSaidInWords() {
        XCTAssertEqual(RecordingFileProblem.notARecording.description, "it is not a store recording")
        XCTAssertEqual(
            RecordingFileProblem.otherVersion(found: 2, expected: 1).description,
            "it was recorded by another version of the app (recording version 2; this version reads version 1)")
        XCTAssertEqual(
            RecordingFileProblem.otherFormat(found: "a", expected: "b").description, "it is a recording of \"a\", not of \"b\"")
    }

    private static func editRecords(_ object: inout [String: Any], _ change: (inout [[String: Any]]) -> Void) {
        var records = object["records"] as? [[String: Any]] ?? []
        change(&records)
        object["records"] = records
    }
}

private enum TestFileError: Error { case notAnObject }

extension Result {
    var problem: Failure? {
        if case .failure(let problem) = self { return problem }
        return nil
    }
}
