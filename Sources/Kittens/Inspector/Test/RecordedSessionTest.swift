import MVI
import MVIRecording

/// The recordings of a session written as a Swift file of `TestStore` tests, one per store
/// (`RecordedTestWriter`): what `kittens --replay FILE --make-test NAME` and the inspector's
/// Make a Test write. The file is for the app's test target (`Tests/KittensTests`), which makes
/// the test store of each store `Name` with `makeRecordedName(initialState:)`.
public enum RecordedSessionTest {
    /// The modules the file imports besides MVI, MVITesting and XCTest.
    public static let imports = ["Foundation", "Kittens", "KittensSupport"]

    /// The expression that makes the test store of the store `storeName`, from the expression
    /// of its initial state: `makeRecordedListingStore(initialState: …)`.
    public static func makeStore(named storeName: String) -> (String) -> String {
        { initialState in "makeRecorded\(RecordedTestWriter.typeName(storeName))(initialState: \(initialState))" }
    }

    /// The test file of `recordings`, its class named `className`; a recording whose types are
    /// not all `Codable` is left out.
    @MainActor
    public static func source(of recordings: [any InspectableRecording], className: String) throws -> String {
        var writer = RecordedTestWriter(className: className, imports: imports)
        for recording in recordings {
            guard let typed = recording as? any CodableStoreRecording else { continue }
            try writer.addStore(of: typed, makeStore: makeStore(named: recording.storeName))
        }
        return writer.source
    }

    /// The minimal test of `recording`'s store: the fewest of its events up to the one numbered
    /// `last` that still break `expectation` (`RecordingShrinker`), ending with its check; nil
    /// when those events do not break it, or the recording's types are not all `Codable`.
    @MainActor
    public static func minimalSource(
        of recording: any InspectableRecording, through last: Int?, breaking expectation: ValueExpectation, className: String
    ) async throws -> String? {
        guard let typed = recording as? any CodableStoreRecording else { return nil }
        return try await minimalSource(ofOpened: typed, through: last, breaking: expectation, className: className)
    }

    @MainActor
    private static func minimalSource(
        ofOpened opened: some CodableStoreRecording, through last: Int?, breaking expectation: ValueExpectation, className: String
    ) async throws -> String? {
        let recording = opened.typed
        let replay = RecordedReplays.replay(for: type(of: recording))
        guard let steps = await RecordingShrinker(recording, through: last, replay: replay).shrunk(breaking: expectation) else { return nil }
        var writer = RecordedTestWriter(className: className, imports: imports)
        try writer.addStore(
            named: recording.storeName, initialState: recording.startState, steps: steps, checking: expectation,
            makeStore: makeStore(named: recording.storeName))
        return writer.source
    }
}
