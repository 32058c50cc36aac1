import MVI

/// The recording side of a `StoreRecording`: the ring of records and the clock, written on the
/// store's hot path (through its `RecordingObserver`). Not main-actor isolated, so that the
/// reducer can write to it with no run-time isolation check; not `Sendable`, so it stays with
/// its store on main.
///
/// Reading the clock costs tens of nanoseconds, so it is read once per unit of work: an intent
/// or action and the messages and labels it causes share one time stamp. A message or label
/// outside of one (from a job's result) is stamped on its own.
///
/// This code is not specialized for the store's types: the core calls it through `any
/// StoreObserver`. It is generic over the event and record types themselves, not over the
/// store's intent, action, message and label types, so that its hot path works only with the
/// type metadata it is handed and never looks up the metadata of a type such as
/// `StoreRecord<…>` (a hash-table lookup each time, ten times the cost of recording). For the
/// same reason it builds each record in place, field by field (see `RecordLayout`).
final class RecordBuffer<State: Equatable, Event, Record> {
    @exclusivity(unchecked) private var ring: RecordRing<Record>
    /// The state before the oldest record kept.
    @exclusivity(unchecked) var startState: State
    /// The state after the newest record.
    @exclusivity(unchecked) var lastState: State
    @exclusivity(unchecked) var droppedCount = 0
    @exclusivity(unchecked) var nextSequence = 0
    @exclusivity(unchecked) var unitTime: Duration = .zero
    @exclusivity(unchecked) var isInUnit = false
    /// While set, events are not kept: the store runs on, and the state it reaches is the one
    /// the next event kept starts from.
    @exclusivity(unchecked) var isPaused = false
    let clock: RecordingClock
    let clockAtStart: Duration
    let layout: RecordLayout
    let recordObservers = ObserverList<Record>()
    /// The subscribers of the recording's states, told each state the store's subscribers get.
    let stateObservers = ObserverList<State>()
    /// The store's newest state, once the store told it (`hasStoreState`).
    @exclusivity(unchecked) var storeState: State
    @exclusivity(unchecked) var hasStoreState = false

    /// The records kept, oldest first: a snapshot, which later records leave as it is.
    var records: RecordRing<Record> {
        ring.markShared()
        return ring
    }

    var capacity: Int { ring.capacity }

    init(capacity: Int, clock: RecordingClock, startState: State, layout: RecordLayout) {
        self.ring = RecordRing(capacity: capacity)
        self.startState = startState
        self.lastState = startState
        self.storeState = startState
        self.clock = clock
        self.clockAtStart = clock.elapsed()
        self.layout = layout
    }

    /// Records the intent or action that starts a unit of work, with a new time stamp.
    func startUnit(_ event: Event, _ state: State) {
        unitTime = clock.elapsed() - clockAtStart
        isInUnit = true
        append(event, state)
    }

    func endUnit() {
        isInUnit = false
    }

    func record(_ event: Event, _ state: State) {
        if !isInUnit { unitTime = clock.elapsed() - clockAtStart }
        append(event, state)
    }

    func recordLabel(_ event: Event) {
        record(event, lastState)
    }

    /// Follows the store's states, to hand them on to the recording's state subscribers.
    func storeDidChange(to state: State) {
        storeState = state
        hasStoreState = true
        if !stateObservers.isEmpty { stateObservers.notify(state) }
    }

    private func append(_ event: Event, _ state: State) {
        if isPaused {
            lastState = state
            return
        }
        let sequence = nextSequence
        let time = unitTime
        let storage = ring.uniqueStorage()
        if storage.isFull {
            let slot = storage.oldestSlot
            startState = layout.state(in: slot, as: State.self)
            layout.assign(slot, sequence: sequence, time: time, event: event, state: state)
            storage.didReplaceOldest()
            droppedCount += 1
        } else {
            layout.initialize(storage.newSlot(), sequence: sequence, time: time, event: event, state: state)
            storage.didInitializeNewSlot()
        }
        nextSequence += 1
        lastState = state
        if !recordObservers.isEmpty { recordObservers.notify(storage.element(at: storage.count - 1)) }
    }

    /// Fills the ring with `records` from a file, checked already.
    func restore<Intent, Action, Message, Label>(
        _ records: [Record], droppedCount: Int
    ) where Record == StoreRecord<State, Intent, Action, Message, Label> {
        for record in records { ring.append(record) }
        self.droppedCount = droppedCount
        lastState = records.last?.state ?? startState
        nextSequence = (records.last?.sequence ?? droppedCount - 1) + 1
    }
}

/// Where the fields of a `StoreRecord` of one store's types lie in its memory, measured once
/// per recording, so that the recording's hot path can build a record in place from values of
/// types it is handed (see `RecordBuffer`).
struct RecordLayout {
    let sequenceOffset: Int
    let timeOffset: Int
    let eventOffset: Int
    let stateOffset: Int

    init<State, Intent, Action, Message, Label>(of type: StoreRecord<State, Intent, Action, Message, Label>.Type) {
        typealias Record = StoreRecord<State, Intent, Action, Message, Label>
        guard let sequence = MemoryLayout<Record>.offset(of: \Record.sequence),
              let time = MemoryLayout<Record>.offset(of: \Record.time),
              let event = MemoryLayout<Record>.offset(of: \Record.event),
              let state = MemoryLayout<Record>.offset(of: \Record.state)
        else { preconditionFailure("the fields of StoreRecord are stored properties") }
        sequenceOffset = sequence
        timeOffset = time
        eventOffset = event
        stateOffset = state
    }

    /// Initializes the record at `slot` (of the type this layout was measured for), whose
    /// event is of type `Event` and state of type `State`.
    func initialize<Record, Event, State>(
        _ slot: UnsafeMutablePointer<Record>, sequence: Int, time: Duration, event: Event, state: State
    ) {
        let base = UnsafeMutableRawPointer(slot)
        (base + sequenceOffset).assumingMemoryBound(to: Int.self).initialize(to: sequence)
        (base + timeOffset).assumingMemoryBound(to: Duration.self).initialize(to: time)
        (base + eventOffset).assumingMemoryBound(to: Event.self).initialize(to: event)
        (base + stateOffset).assumingMemoryBound(to: State.self).initialize(to: state)
    }

    /// Replaces the fields of the record at `slot`, as `initialize` does for new memory.
    func assign<Record, Event, State>(
        _ slot: UnsafeMutablePointer<Record>, sequence: Int, time: Duration, event: Event, state: State
    ) {
        let base = UnsafeMutableRawPointer(slot)
        (base + sequenceOffset).assumingMemoryBound(to: Int.self).pointee = sequence
        (base + timeOffset).assumingMemoryBound(to: Duration.self).pointee = time
        (base + eventOffset).assumingMemoryBound(to: Event.self).pointee = event
        (base + stateOffset).assumingMemoryBound(to: State.self).pointee = state
    }

    /// A copy of the state of the record at `slot`.
    func state<Record, State>(in slot: UnsafeMutablePointer<Record>, as type: State.Type) -> State {
        (UnsafeMutableRawPointer(slot) + stateOffset).assumingMemoryBound(to: State.self).pointee
    }
}

/// The `StoreObserver` a `RecordingStoreFactory` makes for each store: hands everything the
/// store does to the recording's `RecordBuffer`.
final class RecordingObserver<State: Equatable, Intent, Action, Message, Label>: StoreObserver {
    let buffer: RecordBuffer<State, StoreEvent<Intent, Action, Message, Label>, StoreRecord<State, Intent, Action, Message, Label>>

    init(buffer: RecordBuffer<State, StoreEvent<Intent, Action, Message, Label>, StoreRecord<State, Intent, Action, Message, Label>>) {
        self.buffer = buffer
    }

    func willHandle(_ event: StoreEvent<Intent, Action, Message, Label>, in state: State) {
        buffer.startUnit(event, state)
    }

    func didHandle() {
        buffer.endUnit()
    }

    func didReduce(_ event: StoreEvent<Intent, Action, Message, Label>, to state: State) {
        buffer.record(event, state)
    }

    func didPublish(_ event: StoreEvent<Intent, Action, Message, Label>) {
        buffer.recordLabel(event)
    }

    @MainActor
    func observe(_ store: any Store<State, Intent, Label>) {
        _ = store.subscribe(onState: { [buffer] state in buffer.storeDidChange(to: state) })
    }
}
