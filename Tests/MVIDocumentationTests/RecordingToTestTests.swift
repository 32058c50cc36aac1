import Foundation
import MVI
import MVIRecording
import MVITesting
import XCTest

/// "From a recording to a test": a store's recording written as a `TestStore` test, which is
/// `RecordedBasketTests.swift` beside this file, compiled and run with these tests.
final class RecordingToTestTests: XCTestCase {
    /// A basket store made by a recording factory, run through a few intents and a job's answer.
    @MainActor private func recordedBasket() async -> BasketRecording {
        let (store, recording) = recordedBasketStore()
        defer { store.dispose() }
        store.accept(.add("milk"))
        await withCheckedContinuation { (loaded: CheckedContinuation<Void, Never>) in
            var continuation: CheckedContinuation<Void, Never>? = loaded
            let subscription = store.subscribe(onState: { state in
                if state.items.count == 3 { continuation?.resume(); continuation = nil }
            })
            store.accept(.load)
            _ = subscription
        }
        store.accept(.empty)
        store.accept(.add("bread"))
        return recording
    }

    // The test written from a recording:
    @MainActor func writtenTest(of recording: BasketRecording) throws -> String {
        var writer = RecordedTestWriter(className: "RecordedBasketTests")
        try writer.addStore(recording, makeStore: { initialState in "makeBasketTestStore(initialState: \(initialState))" })
        return writer.source
    }

    @MainActor func testARecordingIsWrittenAsTheTestBesideThisFile() async throws {
        let source = try writtenTest(of: await recordedBasket())
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RecordedBasketTests.swift")
        let committed = try? String(contentsOf: beside, encoding: .utf8)
        XCTAssertEqual(source, committed, "RecordedBasketTests.swift is the test written from the recording; it is now:\n\(source)")
    }

    @MainActor func testTheTestSendsEachIntentAnswersEachJobAndChecksEachState() async throws {
        let source = try writtenTest(of: await recordedBasket())
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let steps = lines.filter { $0.hasPrefix("store.") }.map { String($0.prefix { $0 != "(" && $0 != " " }) }
        XCTAssertEqual(steps, [
            "store.send", "store.send", "store.answer", "store.send", "store.receiveLabel", "store.send",
            "store.dispose", "store.finish",
        ])
        XCTAssertTrue(lines.contains("store.send(.load) { $0 = recorded(#\"{\"isLoading\":true,\"items\":[\"milk\"]}\"#) }"), source)
        XCTAssertTrue(source.contains("@MainActor func testBasketStore() async {"), source)
    }

    func testARawStringHasMoreHashesThanAnyQuoteOrBackslashInItIsFollowedBy() {
        let quote = "\"", backslash = "\\"
        XCTAssertEqual(recordedRaw("a"), "#" + quote + "a" + quote + "#")
        let quoted = "say " + quote + "#hi" + quote
        XCTAssertEqual(recordedRaw(quoted), "##" + quote + quoted + quote + "##")
        let escaped = backslash + "##"
        XCTAssertEqual(recordedRaw(escaped), "###" + quote + escaped + quote + "###")
    }

    private func recordedRaw(_ text: String) -> String {
        RecordedTestWriter.rawStringLiteral(text)
    }
}
