import MVI

/// Everything that happened in one store, as a `RecordingStoreFactory` records it: each
/// intent, action, message and label, with its time and the state right after it, in a ring
/// buffer that keeps the newest `capacity` events. Or such a recording read back from a file
/// (see `StoreRecordingFile`), which nothing adds to.
///
/// As a `StateSource`, it delivers the store's states as the store's subscribers get them, once
/// the store has recorded them: a view driven from a recording looks live.
/// `TimeTravelController` shows older states.
@MainActor
public final class StoreRecording<State: Equatable, Intent, Action, Message, Label>: StateSource {
    public typealias Record = StoreRecord<State, Intent, Action, Message, Label>
    public typealias Records = RecordedEvents<State, Intent, Action, Message, Label>

    /// The name of the recorded store, as given to the factory.
    public let storeName: String

    typealias Event = StoreEvent<Intent, Action, Message, Label>

    let buffer: RecordBuffer<State, Event, KeptEvent<Event>>

    /// An empty recording of the store `storeName`, which starts in `startState` and whose
    /// states `replay` rebuilds from earlier ones.
    init(storeName: String, budget: RecordingBudget, clock: RecordingClock, startState: State, replay: StoreReplay<State, Intent, Action, Message, Label>) {
        self.storeName = storeName
        self.buffer = RecordBuffer(
            budget: budget, clock: clock, startState: startState, layout: RecordLayout(of: KeptEvent<Event>.self), replay: replay.apply)
    }

    /// A finished recording, from a file whose records are checked already; `clockAtStart` is
    /// when it started on the clock of the factory that recorded it. It keeps every state that
    /// changed, as the file does.
    init(storeName: String, capacity: Int, clockAtStart: Duration, startState: State, records: [Record], droppedCount: Int) {
        self.storeName = storeName
        let budget = RecordingBudget(capacity: capacity, bytes: .max, keyframeInterval: .max)
        self.buffer = RecordBuffer(
            budget: budget, clock: RecordingClock { clockAtStart }, startState: startState,
            layout: RecordLayout(of: KeptEvent<Event>.self), replay: { _, _ in })
        buffer.restore(records, droppedCount: droppedCount)
    }

    /// Whether recording is paused: while it is, the store runs on and its subscribers (and a
    /// live `TimeTravelController`) get its states, but no event is kept or announced to
    /// `subscribe(onRecord:)`; once resumed, the next event is numbered on from the last one kept.
    public var isPaused: Bool {
        get { buffer.isPaused }
        set { buffer.isPaused = newValue }
    }

    /// The events kept, oldest first, each with the state right after it.
    public var records: Records { Records(buffer) }

    /// How many events may be kept; older ones are let go.
    public var capacity: Int { buffer.capacity }

    /// What the recording may keep: events, bytes, and how often it keeps a whole state.
    public var budget: RecordingBudget { buffer.budget }

    /// The estimated bytes of the events and states kept (see `RecordingBudget`).
    public var keptBytes: Int { buffer.keptBytes }

    /// How many states are kept whole: the one before the oldest event and the keyframes.
    public var keptStateCount: Int { buffer.keyframeSequences.count + 1 }

    /// How many events were let go to make room, before the oldest one kept.
    public var droppedCount: Int { buffer.droppedCount }

    /// When the recording started, on the clock of the factory that recorded it: the events of
    /// recordings from one factory are put in one order by `clockAtStart + record.time`.
    public var clockAtStart: Duration { buffer.clockAtStart }

    /// The state before the oldest event kept: the store's initial state until events are let go.
    public var startState: State { records.startState }

    /// The store's newest state as its subscribers know it; for a recording read from a file,
    /// the state after its newest event.
    public var latestState: State { buffer.hasStoreState ? buffer.storeState : buffer.lastState }

    /// Delivers each event recorded from now on, as it is recorded: in the middle of the
    /// store's work, before the store's subscribers hear of it. Do not call the store from here.
    public func subscribe(onRecord: @escaping (Record) -> Void) -> StoreSubscription {
        let buffer = buffer
        let observers = buffer.recordObservers
        let observer = observers.add { kept in
            onRecord(Record(sequence: kept.sequence, time: kept.time, event: kept.event, state: buffer.lastState))
        }
        return StoreSubscription { observers.remove(observer) }
    }

    /// Delivers `latestState` at once, then each new state of the store.
    public func subscribe(onState: @escaping (State) -> Void) -> StoreSubscription {
        let observers = buffer.stateObservers
        let observer = observers.add(onState)
        onState(latestState)
        return StoreSubscription { observers.remove(observer) }
    }
}
