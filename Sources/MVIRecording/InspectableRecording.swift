import MVI

/// A store's recording seen without its types, for an inspector over several stores: its
/// events as timeline entries and the change each one made to the state.
///
/// Everything here is computed when asked, from the records kept: nothing is added to recording.
@MainActor
public protocol InspectableRecording: AnyObject {
    /// The name of the recorded store.
    var storeName: String { get }
    /// The events kept after the one numbered `sequence` (all of them when nil), oldest first,
    /// with times on the clock of the factory that recorded them, so that the entries of
    /// recordings from one factory can be put in one order.
    func timelineEntries(after sequence: Int?) -> [StoreTimelineEntry]
    /// The sequence number of the oldest event kept; nil when none is.
    var oldestSequence: Int? { get }
    /// How many events are kept.
    var keptEventCount: Int { get }
    /// How many events were let go, older than those kept, to stay within the recording's budget.
    var droppedCount: Int { get }
    /// How the state right after the event numbered `sequence` differs from the state before it,
    /// as `StateDiff` lines; empty when the event changed nothing; nil when the event is not kept.
    func changeLines(ofSequence sequence: Int) -> [String]?
    /// The state right after the event numbered `sequence`, or nil when the event is not kept:
    /// for an inspector to show it part by part.
    func state(afterSequence sequence: Int) -> Any?
    /// The state before the oldest event kept.
    var stateBeforeOldest: Any { get }
    /// Whether new events are not kept (see `StoreRecording.isPaused`).
    var isPaused: Bool { get set }
    /// The sequence numbers of the events kept that were the first after a pause, oldest
    /// first: before each, the store ran on unrecorded.
    var sequencesAfterPauses: [Int] { get }
    /// Calls `onChange` for each event recorded from now on, in the middle of the store's work:
    /// do not call the store from there.
    func subscribe(onChange: @escaping () -> Void) -> StoreSubscription
    /// A new time-travel controller over this recording, live.
    func makeTimeTravel() -> any TimeTravelling
}

extension StoreRecording: InspectableRecording {
    public func timelineEntries(after sequence: Int?) -> [StoreTimelineEntry] {
        let start = buffer.clockAtStart
        let records = records
        guard let first = records.firstSequence else { return [] }
        let from = sequence.map { min(max($0 + 1 - first, 0), records.count) } ?? 0
        return (from..<records.count).map { index in
            let record = records.event(at: index)
            return StoreTimelineEntry(
                id: .init(storeName: storeName, sequence: record.sequence),
                kind: record.event.kind, name: record.event.caseName, time: start + record.time)
        }
    }

    public var oldestSequence: Int? { records.firstSequence }

    public var keptEventCount: Int { records.count }

    public func changeLines(ofSequence sequence: Int) -> [String]? {
        let records = records
        guard let first = records.firstSequence else { return nil }
        let index = sequence - first
        guard index >= 0, index < records.count else { return nil }
        let before = index == 0 ? startState : records.state(atPosition: index - 1)
        let after = records.state(atPosition: index)
        if before == after { return [] }
        return StateDiff.lines(expected: before, actual: after)
    }

    public func state(afterSequence sequence: Int) -> Any? {
        let records = records
        guard let first = records.firstSequence, sequence >= first, sequence - first < records.count else { return nil }
        return records.state(atPosition: sequence - first)
    }

    public var stateBeforeOldest: Any { startState }

    public var sequencesAfterPauses: [Int] {
        guard let first = records.firstSequence else { return [] }
        return buffer.sequencesAfterPauses.filter { $0 > first }
    }

    public func subscribe(onChange: @escaping () -> Void) -> StoreSubscription {
        subscribe(onRecord: { _ in onChange() })
    }

    public func makeTimeTravel() -> any TimeTravelling {
        TimeTravelController(recording: self)
    }
}
