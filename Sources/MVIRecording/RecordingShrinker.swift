import MVI

/// The fewest of a store's recorded steps (its start, intents and jobs' answers, see
/// `RecordedTestWriter`) that still break a `ValueExpectation`, found with `DeltaDebugging`; or
/// the steps with some skipped.
/// Each candidate's states are recomputed by the store's reducer from the messages the steps
/// kept, with the jobs' answers as recorded. The steps left, with their states, make the
/// minimal test (`RecordedTestWriter.addStore(named:initialState:steps:makeStore:)`).
public struct RecordingShrinker<State: Equatable, Intent, Action, Message, Label> {
    public typealias Record = StoreRecord<State, Intent, Action, Message, Label>

    public let initialState: State
    public let steps: [Record]
    private let replay: StoreReplay<State, Intent, Action, Message, Label>

    /// The shrinker of `steps` (oldest first) from `initialState`, whose states `replay` (the
    /// store's reducer) recomputes.
    public init(initialState: State, steps: [Record], replay: StoreReplay<State, Intent, Action, Message, Label>) {
        self.initialState = initialState
        self.steps = steps
        self.replay = replay
    }

    /// The shrinker of the events `recording` keeps, up to the one numbered `last` (all when
    /// nil), recomputed by `replay`, or by the recording's own reducer when nil (a recording
    /// read from a file has none: give one).
    @MainActor
    public init(
        _ recording: StoreRecording<State, Intent, Action, Message, Label>, through last: Int? = nil,
        replay: StoreReplay<State, Intent, Action, Message, Label>? = nil
    ) {
        let records = recording.records
        let count = last.map { last in records.prefix { $0.sequence <= last }.count } ?? records.count
        self.init(
            initialState: recording.startState, steps: Array(records.prefix(count)),
            replay: replay ?? StoreReplay(apply: recording.buffer.replay))
    }

    /// The steps of `units`, in order, renumbered from 0, each with its state recomputed.
    func replayed(_ units: [RecordedUnit]) -> [Record] {
        var state = initialState
        var records: [Record] = []
        for unit in units {
            for step in steps[unit.range] {
                replay.apply(&state, step.event)
                records.append(Record(sequence: records.count, time: step.time, event: step.event, state: state))
            }
        }
        return records
    }

    /// The steps without the events numbered `skipped` and the rest of their units of work (an
    /// intent with what it caused at once, or a job's answer), as Redux DevTools skips an action:
    /// the states of the steps after recomputed, with the jobs' answers as recorded. The steps
    /// keep their sequence numbers.
    public func skipping(_ skipped: Set<Int>) -> [Record] {
        let units = RecordedUnit.cut(steps).filter { unit in !steps[unit.range].contains { skipped.contains($0.sequence) } }
        let kept = units.flatMap { steps[$0.range] }
        return zip(kept, replayed(units)).map { original, replayed in
            Record(sequence: original.sequence, time: original.time, event: original.event, state: replayed.state)
        }
    }

    /// The fewest steps found whose last state still breaks `expectation`, trying at most
    /// `tries` candidates; nil when the steps recorded do not break it to start with.
    @MainActor
    public func shrunk(breaking expectation: ValueExpectation, tries: Int = 2_000) async -> [Record]? {
        let units = RecordedUnit.cut(steps)
        func breaks(_ units: [RecordedUnit]) -> Bool {
            expectation.isBroken(by: replayed(units).last?.state ?? initialState)
        }
        guard breaks(units) else { return nil }
        let kept = await DeltaDebugging.shrink(units, tries: tries) { breaks($0) }
        return replayed(kept)
    }
}
