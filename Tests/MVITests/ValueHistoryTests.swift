import MVI
import MVIRecording
import XCTest

/// `ValueHistory`: the events that changed one part of a store's state, newest first.
final class ValueHistoryTests: XCTestCase {
    /// A seeded walk of intents, some of which change the favourites and some of which do not.
    @MainActor private func session(events: Int, in store: any Store<NoteState, NoteIntent, String>, recording: NoteRecording) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let names = ["tabby", "siamese", "sphynx", "bengal"]
        while recording.records.count < events {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let name = names[Int(seed >> 33) % names.count]
            switch (seed >> 40) % 8 {
            case 0, 1: store.accept(.add(name))
            case 2: store.accept(.clear)
            default: store.accept(.say(name))
            }
        }
    }

    @MainActor func testTheHistoryOfTheNotesListsExactlyTheEventsThatChangedThemNewestFirst() async {
        let (store, recording) = recordedNotes(capacity: 1000)
        session(events: 200, in: store, recording: recording)
        XCTAssertGreaterThanOrEqual(recording.records.count, 200)

        var expected: [(sequence: Int, old: [String], new: [String])] = []
        var before = recording.startState.notes
        for record in recording.records {
            if record.state.notes != before { expected.append((record.sequence, before, record.state.notes)) }
            before = record.state.notes
        }
        let history = ValueHistory(of: StatePath(["notes"]), in: recording)

        XCTAssertGreaterThan(expected.count, 10, "the session changes the notes many times")
        XCTAssertLessThan(expected.count, recording.records.count / 2, "and leaves them alone as often")
        XCTAssertEqual(history.changes.map(\.sequence), expected.reversed().map(\.sequence))
        XCTAssertEqual(history.changes.map(\.old), expected.reversed().map { StateDiff.render($0.old) })
        XCTAssertEqual(history.changes.map(\.new), expected.reversed().map { StateDiff.render($0.new) })
        XCTAssertTrue(history.changes.allSatisfy { $0.kind == .message && ["added", "cleared"].contains($0.name) })
        XCTAssertEqual(history.entries.count, history.changes.count, "no pause, no gap")
    }

    @MainActor func testAPathIntoAnElementFollowsThatElementAndIsNilWhereThereIsNone() async {
        let (store, recording) = recordedNotes(capacity: 1000)
        store.accept(.add("tabby"))
        store.accept(.say("hello"))
        store.accept(.add("bengal"))
        store.accept(.clear)

        let history = ValueHistory(of: StatePath(parsing: "notes.[1]"), in: recording)

        XCTAssertEqual(history.changes.map(\.text), [
            "NoteStore #7 message cleared: \"bengal\" → nil",
            "NoteStore #5 message added: nil → \"bengal\"",
        ])
        XCTAssertEqual(StatePath(parsing: "notes.[1]").description, "notes.[1]")
    }

    @MainActor func testAPausedStretchIsAGapWithTheChangeAcrossIt() async {
        let (store, recording) = recordedNotes(capacity: 1000)
        store.accept(.add("tabby"))
        recording.isPaused = true
        store.accept(.add("bengal"))
        recording.isPaused = false
        store.accept(.say("hello"))
        store.accept(.add("sphynx"))

        let history = ValueHistory(of: StatePath(["notes"]), in: recording)

        XCTAssertEqual(recording.sequencesAfterPauses, [2])
        XCTAssertEqual(history.entries.count, 3)
        XCTAssertEqual(history.changes.map(\.sequence), [5, 1])
        guard case .gap(let storeName, let sequence, let change?) = history.entries[1] else {
            return XCTFail("the second newest entry is the pause: \(history.entries)")
        }
        XCTAssertEqual(storeName, "NoteStore")
        XCTAssertEqual(sequence, 2)
        XCTAssertEqual(change.old, StateDiff.render(["tabby"]))
        XCTAssertEqual(change.new, StateDiff.render(["tabby", "bengal"]))
    }
}
