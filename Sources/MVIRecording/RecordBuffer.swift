import MVI

/// The recording side of a `StoreRecording`: the ring of events, the states kept whole
/// (keyframes) and the clock, written on the store's hot path (through its
/// `RecordingObserver`). Not main-actor isolated, so that the reducer can write to it with no
/// run-time isolation check; not `Sendable`, so it stays with its store on main.
///
/// An event is kept without the state after it: the states between keyframes are rebuilt by
/// replaying the events through the store's reducer (`replay`, see `RecordedEvents`). A
/// keyframe is taken every `budget.keyframeInterval` messages, and after a pause (whose
/// messages are not kept). The ring holds up to `slack` events more than `budget.capacity`:
/// the oldest of them are shown no more (they count as let go), and are let go together once
/// the ring is full, up to the newest keyframe among them, which becomes `baseState`; only when
/// there is none are their messages folded into `baseState` one by one. So no event costs a
/// replay as it is let go. The bytes kept are counted at each keyframe, where the oldest events
/// are let go while they exceed `budget.bytes` (see `RecordingBudget`).
///
/// Reading the clock costs tens of nanoseconds, so it is read once per unit of work: an intent
/// or action and the messages and labels it causes share one time stamp. A message or label
/// outside of one (from a job's result) is stamped on its own.
///
/// This code is not specialized for the store's types: the core calls it through `any
/// StoreObserver`. It is generic over the event and record types themselves, not over the
/// store's intent, action, message and label types, so that its hot path works only with the
/// type metadata it is handed and never looks up the metadata of a type such as
/// `KeptEvent<…>` (a hash-table lookup each time, ten times the cost of recording). For the
/// same reason it builds each record in place, field by field (see `RecordLayout`), and keeps
/// on its hot path only numbers about its keyframes.
final class RecordBuffer<State: Equatable, Event, Record> {
    @exclusivity(unchecked) private var ring: RecordRing<Record>
    /// The state before the oldest record held.
    @exclusivity(unchecked) private(set) var baseState: State
    /// The states kept whole (keyframes), oldest first: `keyframeStates[i]` is the state right
    /// after the event numbered `keyframeSequences[i]` and is estimated to hold
    /// `keyframeByteCounts[i]` bytes. Two arrays of numbers and a ring of states rather than an
    /// array of a generic struct, so that this code never looks up a type's metadata for them
    /// (see `RecordRing`). Every keyframe is of an event the ring holds.
    @exclusivity(unchecked) private(set) var keyframeSequences: [Int] = []
    @exclusivity(unchecked) private var keyframeByteCounts: [Int] = []
    @exclusivity(unchecked) private var keyframeRing: RecordRing<State>
    /// Messages kept since the newest keyframe (or the start).
    @exclusivity(unchecked) private var messagesSinceKeyframe = 0
    /// Whether the next event kept starts from a state that the events kept do not rebuild.
    @exclusivity(unchecked) private var needsKeyframe = false
    /// The state after the newest record.
    @exclusivity(unchecked) var lastState: State
    /// How many events were let go from the ring itself (see `droppedCount`).
    @exclusivity(unchecked) private var removedCount = 0
    @exclusivity(unchecked) var nextSequence = 0
    @exclusivity(unchecked) var unitTime: Duration = .zero
    @exclusivity(unchecked) var isInUnit = false
    /// While set, events are not kept: the store runs on, and the state it reaches is the one
    /// the next event kept starts from.
    @exclusivity(unchecked) var isPaused = false
    /// Whether events went unkept (a pause) since the last event kept.
    @exclusivity(unchecked) private var skippedSinceLastEvent = false
    /// The sequence numbers of the events kept first after a pause, oldest first: before each,
    /// the store ran on unrecorded, so its state may have changed by events not kept.
    @exclusivity(unchecked) private(set) var sequencesAfterPauses: [Int] = []
    /// The estimated bytes of `baseState`, and the average bytes an event holds beyond its
    /// record, from samples taken at keyframes.
    @exclusivity(unchecked) private var baseBytes: Int
    @exclusivity(unchecked) private var sampledEventBytes = 0
    @exclusivity(unchecked) private var sampledEvents = 0
    /// The estimated bytes of the keyframes' states, together.
    @exclusivity(unchecked) private var keyframeBytes = 0
    let budget: RecordingBudget
    /// How many events the ring holds beyond `budget.capacity`, shown no more.
    let slack: Int
    /// The store's reducer over its events; one that changes nothing for a recording read from
    /// a file, which keeps every state that changed. Not optional: the hot path would look up
    /// the metadata of the optional function type at each call.
    let replay: (inout State, Event) -> Void
    let clock: RecordingClock
    let clockAtStart: Duration
    let layout: RecordLayout
    let recordObservers = ObserverList<Record>()
    /// The subscribers of the recording's states, told each state the store's subscribers get.
    let stateObservers = ObserverList<State>()
    /// The store's newest state, once the store told it (`hasStoreState`).
    @exclusivity(unchecked) var storeState: State
    @exclusivity(unchecked) var hasStoreState = false
    /// The state rebuilt last, shared by the snapshots of this buffer (see `RecordedEvents`).
    let rebuilt = RebuiltState<State>()

    /// The keyframes' states, oldest first: a snapshot.
    var keyframeStates: RecordRing<State> {
        keyframeRing.markShared()
        return keyframeRing
    }

    /// The records held, oldest first, of which the first `hiddenCount` are shown no more: a
    /// snapshot, which later records leave as it is.
    var records: RecordRing<Record> {
        ring.markShared()
        return ring
    }

    /// How many of the oldest records held are shown no more.
    var hiddenCount: Int { Swift.max(0, ring.keptCount - budget.capacity) }

    /// How many events were let go, or are held but shown no more, before the oldest one shown.
    var droppedCount: Int { removedCount + hiddenCount }

    /// The sequence of the oldest record held: of the next one when none is.
    var heldSequence: Int { nextSequence - ring.keptCount }

    var capacity: Int { budget.capacity }

    /// The estimated bytes of the events and states kept.
    var keptBytes: Int {
        baseBytes + keyframeBytes + ring.keptCount * eventBytes
    }

    /// The estimated bytes of one event: its record and what it holds.
    private var eventBytes: Int {
        MemoryLayout<Record>.stride + (sampledEvents == 0 ? 0 : sampledEventBytes / sampledEvents)
    }

    init(budget: RecordingBudget, clock: RecordingClock, startState: State, layout: RecordLayout, replay: @escaping (inout State, Event) -> Void) {
        let slack = Swift.min(budget.capacity, 256)
        self.ring = RecordRing(capacity: budget.capacity + slack)
        self.keyframeRing = RecordRing(capacity: budget.capacity + slack)
        self.slack = slack
        self.budget = budget
        self.replay = replay
        self.baseState = startState
        self.baseBytes = ByteEstimate.bytes(of: startState)
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
        append(event, state, isMessage: false)
    }

    func endUnit() {
        isInUnit = false
    }

    /// Records a message, with the state the reducer made of it.
    func record(_ event: Event, _ state: State) {
        if !isInUnit { unitTime = clock.elapsed() - clockAtStart }
        append(event, state, isMessage: true)
    }

    func recordLabel(_ event: Event) {
        if !isInUnit { unitTime = clock.elapsed() - clockAtStart }
        append(event, lastState, isMessage: false)
    }

    /// Follows the store's states, to hand them on to the recording's state subscribers.
    func storeDidChange(to state: State) {
        storeState = state
        hasStoreState = true
        if !stateObservers.isEmpty { stateObservers.notify(state) }
    }

    private func append(_ event: Event, _ state: State, isMessage: Bool) {
        if isPaused {
            if isMessage { lastState = state }
            needsKeyframe = true
            skippedSinceLastEvent = true
            return
        }
        let sequence = nextSequence
        let time = unitTime
        var storage = ring.uniqueStorage()
        if storage.isFull {
            letGoOfHiddenEvents()
            storage = ring.uniqueStorage()
        }
        layout.initialize(storage.newSlot(), sequence: sequence, time: time, isMessage: isMessage, event: event)
        storage.didInitializeNewSlot()
        nextSequence += 1
        if isMessage {
            // Only a message changes the state: an intent or action comes in the state after the
            // last message, and a label is recorded in it.
            lastState = state
            messagesSinceKeyframe += 1
        }
        if needsKeyframe || messagesSinceKeyframe >= budget.keyframeInterval { keep(state, after: sequence) }
        if !recordObservers.isEmpty { recordObservers.notify(storage.element(at: storage.count - 1)) }
    }

    /// Lets go of the events shown no more, up to the newest keyframe among them, which becomes
    /// the state before the events held; without one, folds their messages into `baseState`.
    /// Not inlined: it runs once every `slack` events.
    @inline(never)
    private func letGoOfHiddenEvents() {
        let hidden = hiddenCount
        guard hidden > 0 else { return }
        let lastHidden = heldSequence + hidden - 1
        let newer = keyframeSequences.firstIndex { $0 > lastHidden } ?? keyframeSequences.count
        if newer > 0 {
            let keyframe = newer - 1
            letGo(through: keyframeSequences[keyframe], startingAt: keyframe)
        } else {
            let storage = ring.uniqueStorage()
            for position in 0..<hidden where layout.isMessage(in: storage.address(of: position)) {
                replay(&baseState, layout.event(in: storage.address(of: position), as: Event.self).pointee)
            }
            ring.removeOldest(hidden)
            removedCount += hidden
            sequencesAfterPauses.removeAll { $0 <= lastHidden }
            baseBytes = ByteEstimate.bytes(of: baseState)
        }
    }

    /// Lets go of every event up to and including the one numbered `sequence`, which is that of
    /// the keyframe at `index`: its state becomes `baseState`, and it and older keyframes go.
    private func letGo(through sequence: Int, startingAt index: Int) {
        let count = sequence - heldSequence + 1
        ring.removeOldest(count)
        removedCount += count
        sequencesAfterPauses.removeAll { $0 <= sequence }
        baseState = keyframeRing.storage.element(at: index)
        baseBytes = keyframeByteCounts[index]
        keyframeBytes -= keyframeByteCounts.prefix(index + 1).reduce(0, +)
        keyframeSequences.removeFirst(index + 1)
        keyframeByteCounts.removeFirst(index + 1)
        keyframeRing.removeOldest(index + 1)
    }

    /// Keeps `state`, the state after the event numbered `sequence`, whole; then lets the oldest
    /// events go while the recording holds more than its budget. Not inlined, so that the
    /// metadata of `[State]` is looked up only here, not on every event.
    @inline(never)
    private func keep(_ state: State, after sequence: Int) {
        messagesSinceKeyframe = 0
        needsKeyframe = false
        if skippedSinceLastEvent {
            skippedSinceLastEvent = false
            sequencesAfterPauses.append(sequence)
        }
        sampleEvents(before: sequence)
        let bytes = ByteEstimate.bytes(of: state)
        keyframeSequences.append(sequence)
        keyframeByteCounts.append(bytes)
        keyframeRing.append(state)
        keyframeBytes += bytes
        while keyframeSequences.count > 1, keptBytes > budget.bytes {
            letGo(through: keyframeSequences[0], startingAt: 0)
        }
    }

    /// Measures a few of the events kept since the keyframe before `sequence`, for the
    /// average bytes an event holds.
    private func sampleEvents(before sequence: Int) {
        guard !_isPOD(Event.self) else { return }
        let from = Swift.max(keyframeSequences.last.map { $0 + 1 } ?? heldSequence, heldSequence)
        let count = sequence + 1 - from
        guard count > 0 else { return }
        let samples = Swift.min(count, 4)
        let storage = ring.uniqueStorage()
        for index in 0..<samples {
            let slot = storage.address(of: from - heldSequence + index * count / samples)
            sampledEventBytes += ByteEstimate.heapBytes(of: layout.event(in: slot, as: Event.self).pointee, depth: 0)
        }
        sampledEvents += samples
    }

    /// Fills the ring with `records` from a file, checked already: each state that differs from
    /// the one before it is kept whole.
    func restore<Intent, Action, Message, Label>(
        _ records: [StoreRecord<State, Intent, Action, Message, Label>], droppedCount: Int
    ) where Record == KeptEvent<StoreEvent<Intent, Action, Message, Label>> {
        var previous = baseState
        for record in records {
            let isMessage = if case .message = record.event { true } else { false }
            ring.append(KeptEvent(sequence: record.sequence, time: record.time, isMessage: isMessage, event: record.event))
            if record.state != previous {
                let bytes = ByteEstimate.bytes(of: record.state)
                keyframeSequences.append(record.sequence)
                keyframeByteCounts.append(bytes)
                keyframeRing.append(record.state)
                keyframeBytes += bytes
                previous = record.state
            }
        }
        removedCount = droppedCount
        lastState = records.last?.state ?? baseState
        nextSequence = (records.last?.sequence ?? droppedCount - 1) + 1
    }
}
