import Localization
import MVI
import MVIRecording

/// From a bug seen in the inspector to a failing test: a value's history, the recording as a
/// test, and an expectation with the fewest events that still break it.
extension StoreInspector {
    /// The events of the store `storeName` that changed the part of its state at `path`, newest
    /// first (`ValueHistory`); nil when no store has that name.
    public func valueHistory(of path: StatePath, inStore storeName: String) -> ValueHistory? {
        ValueHistory(of: path, inStore: storeName, among: recordings)
    }

    /// Where the event `id` is among the rows shown, for `select(row:)`: where a history entry
    /// jumps to; nil when the search hides it or it was let go.
    public func row(of id: StoreTimelineEntry.ID) -> Int? {
        model.rows.firstIndex { $0.storeName == id.storeName && $0.sequence == id.sequence }
    }

    /// Every store's recording as a Swift file of `TestStore` tests (`RecordedSessionTest`).
    public func testSource(className: String) throws -> String {
        try RecordedSessionTest.source(of: recordings, className: className)
    }

    /// The expectation that the part at `path` of the state after the event `id` should equal
    /// `expected` (as an inspector shows values), or, when nil, be anything but what it is.
    public func expectation(at path: StatePath, after id: StoreTimelineEntry.ID, equals expected: String?) -> ValueExpectation? {
        guard let recording = recordings.first(where: { $0.storeName == id.storeName }),
              let state = recording.state(afterSequence: id.sequence)
        else { return nil }
        let wrong = path.shown(in: state)
        return expected.map { ValueExpectation(path: path, equals: $0, wrong: wrong) } ?? ValueExpectation(path: path, isNot: wrong)
    }

    /// The minimal test of `expectation`, said of the state after the event `id`: the fewest of
    /// its store's events up to it that still break it, as a `TestStore` test that fails while
    /// the bug is there; nil when they do not break it.
    public func minimalTestSource(breaking expectation: ValueExpectation, after id: StoreTimelineEntry.ID, className: String) async throws -> String? {
        guard let recording = recordings.first(where: { $0.storeName == id.storeName }) else { return nil }
        return try await RecordedSessionTest.minimalSource(of: recording, through: id.sequence, breaking: expectation, className: className)
    }

    /// The minimal test of the expectation marked (`expect`): the fewest of its store's events
    /// up to the one it was seen after that still break it, as a Swift file whose class is
    /// named `className`. Throws, in words, when nothing is marked or the events do not break it.
    public func minimalTestSource(className: String) async throws(MinimalTestProblem) -> String {
        guard let mark else { throw .nothingMarked }
        let source: String?
        do {
            source = try await minimalTestSource(breaking: mark.expectation, after: mark.event, className: className)
        } catch {
            throw .notWritable
        }
        guard let source else { throw .notShown }
        return source
    }
}

/// Why no minimal test was written.
public enum MinimalTestProblem: Error, Equatable, CustomStringConvertible {
    /// No value is marked wrong.
    case nothingMarked
    /// The recorded events, replayed, do not show the wrong value.
    case notShown
    /// The store's recording cannot be written as Swift (a type that is not `Codable`).
    case notWritable

    public var description: String {
        switch self {
        case .nothingMarked: localized("Mark a wrong value first: pick it in the state tree and choose Expect….")
        case .notShown: localized("Replayed, the recorded events do not show the wrong value, so no test was written.")
        case .notWritable: localized("This store's recording cannot be written as a test.")
        }
    }
}
