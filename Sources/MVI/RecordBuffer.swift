/// The recording side of a `StoreRecording`: the ring of records and the clock, written on the
/// store's hot path. Not main-actor isolated, so that the reducer can write to it with no
/// run-time isolation check; not `Sendable`, so it stays with its store on main.
///
/// Reading the clock costs tens of nanoseconds, so it is read once per unit of work: an intent
/// or action and the messages and labels it causes share one time stamp. A message or label
/// outside of one (from a job's result) is stamped on its own.
@usableFromInline
final class RecordBuffer<State, Intent, Action, Message, Label> {
    @usableFromInline typealias Record = StoreRecord<State, Intent, Action, Message, Label>

    @usableFromInline @exclusivity(unchecked) var ring: RecordRing<Record>
    /// The state before the oldest record kept.
    @usableFromInline @exclusivity(unchecked) var startState: State
    /// The state after the newest record.
    @usableFromInline @exclusivity(unchecked) var lastState: State
    @usableFromInline @exclusivity(unchecked) var droppedCount = 0
    @usableFromInline @exclusivity(unchecked) var nextSequence = 0
    @usableFromInline @exclusivity(unchecked) var unitTime: Duration = .zero
    @usableFromInline @exclusivity(unchecked) var isInUnit = false
    @usableFromInline let clock: RecordingClock
    @usableFromInline let clockAtStart: Duration
    @usableFromInline let recordObservers = ObserverList<Record>()

    @inlinable
    init(capacity: Int, clock: RecordingClock, startState: State) {
        self.ring = RecordRing(capacity: capacity)
        self.startState = startState
        self.lastState = startState
        self.clock = clock
        self.clockAtStart = clock.elapsed()
    }

    /// Records the intent or action that starts a unit of work, with a new time stamp.
    @inlinable
    func startUnit(_ event: StoreEvent<Intent, Action, Message, Label>, _ state: State) {
        unitTime = clock.elapsed() - clockAtStart
        isInUnit = true
        append(event, state)
    }

    @inlinable
    func endUnit() {
        isInUnit = false
    }

    @inlinable
    func record(_ event: StoreEvent<Intent, Action, Message, Label>, _ state: State) {
        if !isInUnit { unitTime = clock.elapsed() - clockAtStart }
        append(event, state)
    }

    @inlinable
    func recordLabel(_ label: Label) {
        record(.label(label), lastState)
    }

    @inlinable
    func append(_ event: StoreEvent<Intent, Action, Message, Label>, _ state: State) {
        if ring.isFull, let oldest = ring.oldestElement {
            startState = oldest.state
            droppedCount += 1
        }
        ring.append(Record(sequence: nextSequence, time: unitTime, event: event, state: state))
        nextSequence += 1
        lastState = state
        if !recordObservers.unretained.isEmpty, let record = ring.last { recordObservers.notify(record) }
    }

    /// Fills the ring with `records` from a file, checked already.
    func restore(_ records: [Record], droppedCount: Int) {
        for record in records { ring.append(record) }
        self.droppedCount = droppedCount
        lastState = records.last?.state ?? startState
        nextSequence = (records.last?.sequence ?? droppedCount - 1) + 1
    }
}
