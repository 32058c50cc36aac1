import MVI
import MVIRecording
import MVITesting
import XCTest

/// "From a recording to a test": a value marked wrong, and the recording shrunk to the fewest
/// intents and answers that still show it, written as a test that fails while the bug is there.
final class MinimalTestTests: XCTestCase {
    /// A basket's session of eight steps, among them two answers of the pantry's job.
    @MainActor private func recordedSession() async -> BasketRecording {
        let (store, recording) = recordedBasketStore()
        defer { store.dispose() }
        func loadAndWait() async {
            let count = store.state.items.count
            await withCheckedContinuation { (loaded: CheckedContinuation<Void, Never>) in
                var continuation: CheckedContinuation<Void, Never>? = loaded
                let subscription = store.subscribe(onState: { state in
                    if state.items.count == count + 2 { continuation?.resume(); continuation = nil }
                })
                store.accept(.load)
                _ = subscription
            }
        }
        store.accept(.add("milk"))
        await loadAndWait()
        store.accept(.empty)
        store.accept(.add("bread"))
        store.accept(.add("eggs"))
        await loadAndWait()
        return recording
    }

    @MainActor func testTheRecordingShrinksToTheFewestStepsThatStillShowTheWrongValue() async throws {
        let recording = await recordedSession()
        XCTAssertEqual(recording.latestState.items, ["bread", "eggs", "tuna", "cream"])
        // The pantry's tuna should not come third.
        let expectation = ValueExpectation(path: StatePath(parsing: "items.[2]"), equals: "\"cream\"", wrong: "\"tuna\"")

        let found = await RecordingShrinker(recording).shrunk(breaking: expectation)
        let shrunk = try XCTUnwrap(found)

        XCTAssertEqual(shrunk.map(\.event.caseName), ["add", "added", "add", "added", "loaded"],
                       "two items added, then the load's answer (its intent changed nothing that matters): the fewest that put tuna third")
        XCTAssertEqual(shrunk.map(\.sequence), Array(0..<5), "numbered anew")
        XCTAssertEqual(shrunk.last?.state.items, ["bread", "eggs", "tuna", "cream"])
        XCTAssertTrue(expectation.isBroken(by: try XCTUnwrap(shrunk.last?.state)))
    }

    /// The step that broke it is checked by the expectation alone, so the test passes once the
    /// bug is fixed (its recorded state was the wrong one).
    @MainActor func testTheMinimalTestChecksTheExpectationLast() async throws {
        let recording = await recordedSession()
        let expectation = ValueExpectation(path: StatePath(parsing: "items.[2]"), isNot: "\"tuna\"")
        let found = await RecordingShrinker(recording).shrunk(breaking: expectation)
        let shrunk = try XCTUnwrap(found)

        var writer = RecordedTestWriter(className: "BasketBugTests")
        try writer.addStore(
            named: recording.storeName, initialState: recording.startState, steps: shrunk, checking: expectation,
            makeStore: { "makeBasketTestStore(initialState: \($0))" })

        let lines = writer.source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("import MVIRecording"))
        XCTAssertEqual(Array(lines.suffix(9).prefix(6)), [
            "// The step that broke it: only the expectation below checks what it did.",
            "store.exhaustivity = .off",
            ##"store.answer(dispatching: recorded(#"{"loaded":{"_0":["tuna","cream"]}}"#))"##,
            ##"// items.[2] should not be "tuna""##,
            ##"XCTAssertNotEqual(StatePath(parsing: #"items.[2]"#).shown(in: store.state), #""tuna""#)"##,
            "store.dispose()",
        ])
    }

    @MainActor func testARecordingThatDoesNotShowTheWrongValueDoesNotShrink() async {
        let recording = await recordedSession()
        let expectation = ValueExpectation(path: StatePath(parsing: "items.[0]"), isNot: "\"caviar\"")
        let shrunk = await RecordingShrinker(recording).shrunk(breaking: expectation)
        XCTAssertNil(shrunk)
    }
}

/// Skipping an event, as Redux DevTools does: the states after it recomputed without it.
final class SkippedEventTests: XCTestCase {
    @MainActor func testSkippingAnIntentDropsItsMessagesAndRecomputesTheStatesAfterIt() async {
        let (store, recording) = recordedBasketStore()
        defer { store.dispose() }
        store.accept(.add("milk"))
        store.accept(.empty)
        store.accept(.add("bread"))
        let empty = recording.records.first { $0.event == .intent(.empty) }?.sequence ?? -1

        let skipped = RecordingShrinker(recording).skipping([empty])

        XCTAssertEqual(skipped.map(\.sequence), [0, 1, 5, 6], "the intent and its message and label go")
        XCTAssertEqual(skipped.map(\.state.items), [[], ["milk"], ["milk"], ["milk", "bread"]])
    }
}
