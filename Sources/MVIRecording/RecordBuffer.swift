import MVI

/// The recording side of a `StoreRecording`: the ring of events, the states kept whole
/// (`Keyframe`) and the clock, written on the store's hot path (through its
/// `RecordingObserver`). Not main-actor isolated, so that the reducer can write to it with no
/// run-time isolation check; not `Sendable`, so it stays with its store on main.
///
/// An event is kept without the state after it: the states between keyframes are rebuilt by
/// replaying the events through the store's reducer (`replay`). A keyframe is taken every
/// `budget.keyframeInterval` messages, and after a pause (whose messages are not kept); when
/// the ring lets its oldest event go, the event is folded into `startState`. The bytes kept
/// are counted at each keyframe, where the oldest events are let go while they exceed
/// `budget.bytes` (see `RecordingBudget`).
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
    /// The state before the oldest record kept.
    @exclusivity(unchecked) private(set) var startState: State
    /// The states kept whole (keyframes), oldest first: `keyframeStates[i]` is the state right
    /// after the event numbered `keyframeSequences[i]` and is estimated to hold
    /// `keyframeByteCounts[i]` bytes. Three arrays rather than one of a generic struct, so that
    /// only `keyframeStates` is of a type this code has to look up. A keyframe whose event the
    /// ring let go is stale: it is let go with the next keyframes kept, 16 at a time, or when the
    /// budget is exceeded; until then it counts in `keptBytes`.
    @exclusivity(unchecked) private(set) var keyframeSequences: [Int] = []
    @exclusivity(unchecked) private var keyframeByteCounts: [Int] = []
    @exclusivity(unchecked) private(set) var keyframeStates: [State] = []
    /// Messages kept since the newest keyframe (or the start).
    @exclusivity(unchecked) private var messagesSinceKeyframe = 0
    /// Whether the next event kept starts from a state that the events kept do not rebuild.
    @exclusivity(unchecked) private var needsKeyframe = false
    /// The state after the newest record.
    @exclusivity(unchecked) var lastState: State
    @exclusivity(unchecked) var droppedCount = 0
    @exclusivity(unchecked) var nextSequence = 0
    @exclusivity(unchecked) var unitTime: Duration = .zero
    @exclusivity(unchecked) var isInUnit = false
    /// While set, events are not kept: the store runs on, and the state it reaches is the one
    /// the next event kept starts from.
    @exclusivity(unchecked) var isPaused = false
    /// The estimated bytes of `startState`, and the average bytes an event holds beyond its
    /// record, from samples taken at keyframes.
    @exclusivity(unchecked) private var startBytes: Int
    /// The estimated bytes of the keyframes' states, together.
    @exclusivity(unchecked) private var keyframeBytes = 0
    @exclusivity(unchecked) private var sampledEventBytes = 0
    @exclusivity(unchecked) private var sampledEvents = 0
    let budget: RecordingBudget
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

    /// The records kept, oldest first: a snapshot, which later records leave as it is.
    var records: RecordRing<Record> {
        ring.markShared()
        return ring
    }

    /// The sequence of the oldest record kept: of the next one when none is.
    var startSequence: Int { nextSequence - ring.keptCount }

    var capacity: Int { ring.capacity }

    /// The estimated bytes of the events and states kept.
    var keptBytes: Int {
        startBytes + keyframeBytes + ring.keptCount * eventBytes
    }

    /// The estimated bytes of one event: its record and what it holds.
    private var eventBytes: Int {
        MemoryLayout<Record>.stride + (sampledEvents == 0 ? 0 : sampledEventBytes / sampledEvents)
    }

    init(budget: RecordingBudget, clock: RecordingClock, startState: State, layout: RecordLayout, replay: @escaping (inout State, Event) -> Void) {
        self.ring = RecordRing(capacity: budget.capacity)
        self.budget = budget
        self.replay = replay
        self.startState = startState
        self.startBytes = ByteEstimate.bytes(of: startState)
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
            lastState = state
            needsKeyframe = true
            return
        }
        let sequence = nextSequence
        let time = unitTime
        let storage = ring.uniqueStorage()
        if storage.isFull {
            let slot = storage.oldestSlot
            letGo(slot: slot)
            layout.assign(slot, sequence: sequence, time: time, isMessage: isMessage, event: event)
            storage.didReplaceOldest()
        } else {
            layout.initialize(storage.newSlot(), sequence: sequence, time: time, isMessage: isMessage, event: event)
            storage.didInitializeNewSlot()
        }
        nextSequence += 1
        lastState = state
        if isMessage { messagesSinceKeyframe += 1 }
        if needsKeyframe || messagesSinceKeyframe >= budget.keyframeInterval { keep(state, after: sequence) }
        if !recordObservers.isEmpty { recordObservers.notify(storage.element(at: storage.count - 1)) }
    }

    /// The ring lets go of its oldest event, in `slot`: the state before the events kept
    /// becomes the state after it. Replaying a message costs less here than looking a keyframe
    /// up, which the replay makes stale.
    @inline(__always)
    private func letGo(slot: UnsafeMutablePointer<Record>) {
        droppedCount += 1
        if layout.isMessage(in: slot) {
            replay(&startState, layout.event(in: slot, as: Event.self).pointee)
        }
    }

    /// Keeps `state`, the state after the event numbered `sequence`, whole; then lets the oldest
    /// events go while the recording holds more than its budget. Not inlined, so that the
    /// metadata of `[State]` is looked up only here, not on every event.
    @inline(never)
    private func keep(_ state: State, after sequence: Int) {
        messagesSinceKeyframe = 0
        needsKeyframe = false
        sampleEvents(before: sequence)
        let bytes = ByteEstimate.bytes(of: state)
        keyframeSequences.append(sequence)
        keyframeByteCounts.append(bytes)
        keyframeStates.append(state)
        keyframeBytes += bytes
        startBytes = ByteEstimate.bytes(of: startState)
        let stale = keyframeSequences.prefix { $0 < startSequence }.count
        if stale >= 16 || stale > 0 && keptBytes > budget.bytes { removeKeyframes(stale) }
        while keyframeSequences.count > 1, keptBytes > budget.bytes {
            letGoOfOldestKeyframe()
        }
    }

    /// Lets go of every event up to the oldest keyframe, whose state becomes the start.
    private func letGoOfOldestKeyframe() {
        let count = keyframeSequences[0] - startSequence + 1
        ring.removeOldest(count)
        droppedCount += count
        startState = keyframeStates[0]
        startBytes = keyframeByteCounts[0]
        removeKeyframes(1)
    }

    /// Lets go of the `count` oldest keyframes.
    private func removeKeyframes(_ count: Int) {
        keyframeBytes -= keyframeByteCounts.prefix(count).reduce(0, +)
        keyframeSequences.removeFirst(count)
        keyframeByteCounts.removeFirst(count)
        keyframeStates.removeFirst(count)
    }

    /// Measures a few of the events kept since the keyframe before `sequence`, for the
    /// average bytes an event holds.
    private func sampleEvents(before sequence: Int) {
        guard !_isPOD(Event.self) else { return }
        let from = Swift.max(keyframeSequences.last.map { $0 + 1 } ?? startSequence, startSequence)
        let count = sequence + 1 - from
        guard count > 0 else { return }
        let samples = Swift.min(count, 4)
        let records = ring
        for index in 0..<samples {
            let position = from - startSequence + index * count / samples
            var record = records[position]
            sampledEventBytes += withUnsafeMutablePointer(to: &record) { slot in
                ByteEstimate.heapBytes(of: layout.event(in: slot, as: Event.self).pointee, depth: 0)
            }
        }
        sampledEvents += samples
    }

    /// Fills the ring with `records` from a file, checked already: each state that differs from
    /// the one before it is kept whole.
    func restore<Intent, Action, Message, Label>(
        _ records: [StoreRecord<State, Intent, Action, Message, Label>], droppedCount: Int
    ) where Record == KeptEvent<StoreEvent<Intent, Action, Message, Label>> {
        var previous = startState
        for record in records {
            let isMessage = if case .message = record.event { true } else { false }
            ring.append(KeptEvent(sequence: record.sequence, time: record.time, isMessage: isMessage, event: record.event))
            if record.state != previous {
                let bytes = ByteEstimate.bytes(of: record.state)
                keyframeSequences.append(record.sequence)
                keyframeByteCounts.append(bytes)
                keyframeStates.append(record.state)
                keyframeBytes += bytes
                previous = record.state
            }
        }
        self.droppedCount = droppedCount
        lastState = records.last?.state ?? startState
        nextSequence = (records.last?.sequence ?? droppedCount - 1) + 1
    }
}
