import MVI

/// The events a `StoreRecording` keeps, oldest first, each with the state right after it: a
/// snapshot, which later events leave as it is.
///
/// The states are not stored with the events: each is rebuilt when read, from the keyframe
/// before it and the events since (see `RecordBuffer`), which costs at most
/// `RecordingBudget.keyframeInterval` reductions, and one when the events are read in order.
public struct RecordedEvents<State: Equatable, Intent, Action, Message, Label>: RandomAccessCollection {
    public typealias Record = StoreRecord<State, Intent, Action, Message, Label>
    typealias Event = StoreEvent<Intent, Action, Message, Label>

    /// The events the recording holds, of which the first `hidden` are shown no more.
    private let held: RecordRing<KeptEvent<Event>>
    private let hidden: Int
    /// The state before the oldest event held.
    private let baseState: State
    private let keyframeSequences: [Int]
    private let keyframeStates: RecordRing<State>
    private let replay: (inout State, Event) -> Void
    private let rebuilt: RebuiltState<State>

    init(_ buffer: RecordBuffer<State, Event, KeptEvent<Event>>) {
        held = buffer.records
        hidden = buffer.hiddenCount
        baseState = buffer.baseState
        keyframeSequences = buffer.keyframeSequences
        keyframeStates = buffer.keyframeStates
        replay = buffer.replay
        rebuilt = buffer.rebuilt
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int { held.count - hidden }

    public subscript(position: Int) -> Record {
        let kept = held[position + hidden]
        return Record(sequence: kept.sequence, time: kept.time, event: kept.event, state: state(afterHeld: position + hidden))
    }

    /// The sequence number of the oldest event; nil when there is none.
    public var firstSequence: Int? { isEmpty ? nil : held[hidden].sequence }

    /// The sequence number, time and event at `position`, without rebuilding the state.
    public func event(at position: Int) -> (sequence: Int, time: Duration, event: StoreEvent<Intent, Action, Message, Label>) {
        let kept = held[position + hidden]
        return (kept.sequence, kept.time, kept.event)
    }

    /// The state right after the event at `position`.
    public func state(atPosition position: Int) -> State {
        state(afterHeld: position + hidden)
    }

    /// The state before the oldest event: after the last one let go.
    public var startState: State {
        hidden == 0 ? baseState : state(afterHeld: hidden - 1)
    }

    /// The state right after the event at `position` of those held: the newest state kept
    /// whole at or before it (a keyframe, the state rebuilt last, or the state before the
    /// events held), with the events after that replayed.
    private func state(afterHeld position: Int) -> State {
        guard let first = held.first?.sequence else { return baseState }
        let sequence = first + position
        var baseSequence = first - 1
        var state = baseState
        if let keyframe = newestKeyframe(atOrBefore: sequence) {
            baseSequence = keyframeSequences[keyframe]
            state = keyframeStates[keyframe]
        }
        if let last = rebuilt.value, last.sequence <= sequence, last.sequence > baseSequence {
            baseSequence = last.sequence
            state = last.state
        }
        guard baseSequence < sequence else { return state }
        for index in (baseSequence + 1 - first)...position where held[index].isMessage {
            replay(&state, held[index].event)
        }
        rebuilt.value = (sequence, state)
        return state
    }

    /// The index of the newest keyframe of an event at or before `sequence`.
    private func newestKeyframe(atOrBefore sequence: Int) -> Int? {
        var low = 0, high = keyframeSequences.count
        while low < high {
            let middle = (low + high) / 2
            if keyframeSequences[middle] <= sequence { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}

/// The state a recording rebuilt last and the sequence of the event it follows: where the next
/// rebuild starts when it is of that event or a later one, so that reading events in order
/// replays each once. Shared by the snapshots of one recording; a state after an event, once
/// kept, never changes.
final class RebuiltState<State> {
    var value: (sequence: Int, state: State)?
}
