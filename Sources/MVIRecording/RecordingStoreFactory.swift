import MVI

/// A factory decorator that records every store it makes, for time travel: each intent,
/// action, job result, message and label, with time stamps, and the states after them, in a
/// ring buffer of the newest events per store within a `RecordingBudget` of events and bytes.
/// The states are kept whole only every so many messages and rebuilt between, through the
/// store's reducer, so that memory stays flat however long the stores run.
/// `recording(ofStoreNamed:)` hands out a store's recording, to drive a `TimeTravelController`
/// or to save as JSON.
@MainActor
public final class RecordingStoreFactory: StoreFactory {
    public static let defaultCapacity = RecordingBudget.standard.capacity

    /// What each recording may keep.
    public let budget: RecordingBudget
    /// How many events each recording keeps.
    public var capacity: Int { budget.capacity }
    private let clock: RecordingClock
    private let base: any StoreFactory
    private var recordings: [String: AnyObject] = [:]
    /// The names of the stores recorded, in the order they were first made.
    private var storeNames: [String] = []

    /// `clock` stamps the events; tests give one they control. Each recording keeps at most
    /// `capacity` events, within `RecordingBudget.standard`'s bytes.
    public convenience init(
        wrapping base: any StoreFactory = DefaultStoreFactory(),
        capacity: Int = defaultCapacity,
        clock: RecordingClock = .continuous
    ) {
        var budget = RecordingBudget.standard
        budget.capacity = max(1, capacity)
        self.init(wrapping: base, budget: budget, clock: clock)
    }

    /// A factory whose recordings each keep what `budget` allows.
    public init(wrapping base: any StoreFactory = DefaultStoreFactory(), budget: RecordingBudget, clock: RecordingClock = .continuous) {
        self.base = base
        self.budget = budget
        self.clock = clock
    }

    public var decorations: [StoreDecoration] { base.decorations + [.observed(by: self)] }

    /// The recording of the store made last under `name`, if it has these types.
    public func recording<State: Equatable, Intent, Action, Message, Label>(
        ofStoreNamed name: String,
        as type: StoreRecording<State, Intent, Action, Message, Label>.Type = StoreRecording<State, Intent, Action, Message, Label>.self
    ) -> StoreRecording<State, Intent, Action, Message, Label>? {
        recordings[name] as? StoreRecording<State, Intent, Action, Message, Label>
    }

    /// The recording of the store made last whose recording has the types of `type`: for a
    /// feature with one store of its types.
    public func recording<Recording: InspectableRecording>(as type: Recording.Type) -> Recording? {
        storeNames.reversed().lazy.compactMap { self.recordings[$0] as? Recording }.first
    }

    /// The recording of every store made, the last of each name, in the order the names were
    /// first made: for an inspector over all stores.
    public var allRecordings: [any InspectableRecording] {
        storeNames.compactMap { recordings[$0] as? any InspectableRecording }
    }
}

extension RecordingStoreFactory: StoreObserverMaker {
    /// A new recording of the store `storeName`, kept as the recording of that name.
    public func makeObserver<State: Equatable, Intent, Action, Message, Label>(
        storeName: String, initialState: State, replay: StoreReplay<State, Intent, Action, Message, Label>
    ) -> any StoreObserver<State, Intent, Action, Message, Label> {
        let recording = StoreRecording<State, Intent, Action, Message, Label>(
            storeName: storeName, budget: budget, clock: clock, startState: initialState, replay: replay)
        if recordings[storeName] == nil { storeNames.append(storeName) }
        recordings[storeName] = recording
        return RecordingObserver(buffer: recording.buffer)
    }
}
