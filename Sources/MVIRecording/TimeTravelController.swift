import MVI

/// Moves a view back and forth through a store's recording.
///
/// A view (through its component) takes its states from the controller instead of the store:
/// while the controller is live, that is the store's newest state, as it comes; once it moves
/// to a recorded event, it is the state right after that event, and it stays there while the
/// store goes on: new intents and finished jobs are recorded, but the view does not jump.
/// `goLive()` shows the newest state again. The store knows nothing of this.
///
/// Over a recording read from a file, "live" is the state after its newest event.
///
/// Several controllers move together through a `StoreInspector`-like timeline as
/// `TimeTravelling` values: each store shows the state it had at the moment picked.
@MainActor
public final class TimeTravelController<State: Equatable, Intent, Action, Message, Label>: StateSource, TimeTravelling {
    public typealias Record = StoreRecord<State, Intent, Action, Message, Label>

    public let recording: StoreRecording<State, Intent, Action, Message, Label>

    /// The state to show now.
    public private(set) var state: State

    /// What is shown, other than the newest state.
    private enum Position: Equatable {
        /// The state right after the event with this sequence number.
        case event(Int)
        /// The state before the oldest event kept.
        case start
    }

    /// Nil while live.
    private var position: Position?
    private let stateObservers = ObserverList<State>()
    private let changeObservers = ObserverList<Void>()
    private var subscriptions: [StoreSubscription] = []

    /// A controller over `recording`, live.
    public init(recording: StoreRecording<State, Intent, Action, Message, Label>) {
        self.recording = recording
        self.state = recording.latestState
        subscriptions = [
            recording.subscribe(onState: { [weak self] state in self?.storeDidChange(state) }),
            recording.subscribe(onRecord: { [weak self] record in self?.didRecord(record) }),
        ]
    }

    isolated deinit {
        for subscription in subscriptions { subscription.cancel() }
    }

    /// The events one can move to, oldest first.
    public var records: RecordedEvents<State, Intent, Action, Message, Label> { recording.records }

    /// Whether the newest state is shown, and followed as the store changes.
    public var isLive: Bool { position == nil }

    /// The recording, seen without its types.
    public var inspectable: any InspectableRecording { recording }

    /// The sequence number of the event shown; nil while live or at the start.
    public var shownSequence: Int? {
        guard case .event(let sequence) = position else { return nil }
        return sequence
    }

    /// The position in `records` of the event shown; nil while live or at the start.
    public var selectedIndex: Int? {
        guard let shownSequence, let first = records.firstSequence else { return nil }
        return shownSequence - first
    }

    /// Shows the state right after the event numbered `sequence`, if it is kept.
    public func move(toSequence sequence: Int) {
        let records = records
        guard let first = records.firstSequence, sequence >= first, sequence - first < records.count else { return }
        move(to: sequence - first)
    }

    /// Shows the state before the oldest event kept: the store as it was before anything
    /// recorded happened to it.
    public func moveToStart() {
        position = .start
        show(recording.startState)
    }

    /// Shows the state right after the event at `index` of `records` (clamped to them). Does
    /// nothing when nothing is recorded.
    public func move(to index: Int) {
        let records = records
        guard !records.isEmpty else { return }
        let position = min(max(index, 0), records.count - 1)
        self.position = .event(records.event(at: position).sequence)
        show(records.state(atPosition: position))
    }

    /// Shows the event before the one shown; from live, the state before the newest event; from
    /// the oldest event, the start; at the start, nothing. Does nothing when nothing is recorded.
    public func stepBack() {
        guard position != .start, !records.isEmpty else { return }
        let target = selectedIndex.map { $0 - 1 } ?? records.count - 2
        if target < 0 {
            moveToStart()
        } else {
            move(to: target)
        }
    }

    /// Shows the event after the one shown; after the newest, goes live; at the start, the
    /// oldest event kept. Does nothing while live.
    public func stepForward() {
        if position == .start { return move(to: 0) }
        guard let selectedIndex else { return }
        if selectedIndex + 1 < records.count {
            move(to: selectedIndex + 1)
        } else {
            goLive()
        }
    }

    /// Shows the newest state, and follows the store again.
    public func goLive() {
        guard position != nil else { return }
        position = nil
        show(recording.latestState)
    }

    /// Delivers the state to show at once, then each state shown after it that differs.
    public func subscribe(onState: @escaping (State) -> Void) -> StoreSubscription {
        let observers = stateObservers
        let observer = observers.add(onState)
        onState(state)
        return StoreSubscription { observers.remove(observer) }
    }

    /// Calls `onChange` whenever the selection moves or an event is recorded: for a list of
    /// the events, such as an inspector window. It may be called in the middle of the store's
    /// work, as events are recorded: read the controller from it, but do not call the store.
    public func subscribe(onChange: @escaping () -> Void) -> StoreSubscription {
        let observers = changeObservers
        let observer = observers.add(onChange)
        return StoreSubscription { observers.remove(observer) }
    }

    private func storeDidChange(_ newState: State) {
        guard isLive else { return }
        show(newState)
    }

    /// A shown event let go from the recording's ring is replaced by the oldest one kept.
    private func didRecord(_ record: Record) {
        let records = records
        if let shownSequence, let first = records.firstSequence, shownSequence < first {
            position = .event(first)
            show(records.state(atPosition: 0), announce: false)
        } else if position == .start {
            show(recording.startState, announce: false)
        }
        changeObservers.notify(())
    }

    private func show(_ newState: State, announce: Bool = true) {
        if newState != state {
            state = newState
            stateObservers.notify(newState)
        }
        if announce { changeObservers.notify(()) }
    }
}

/// A time-travel controller seen without its store's types, to move several stores together.
@MainActor
public protocol TimeTravelling: AnyObject {
    /// The recording it moves through.
    var inspectable: any InspectableRecording { get }
    /// Whether the newest state is shown.
    var isLive: Bool { get }
    /// The sequence number of the event shown; nil while live or at the start.
    var shownSequence: Int? { get }
    /// Shows the state right after the event numbered `sequence`, if it is kept.
    func move(toSequence sequence: Int)
    /// Shows the state before the oldest event kept.
    func moveToStart()
    /// Shows the newest state, and follows the store again.
    func goLive()
    /// Calls `onChange` whenever what is shown moves or an event is recorded.
    func subscribe(onChange: @escaping () -> Void) -> StoreSubscription
}
