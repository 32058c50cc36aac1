import FoundationEssentials
import MVI
import MVIRecording

/// The Store Inspector's behaviour, without a window: the events of every store in one
/// timeline, the one picked, and time travel for all stores together. Picking an event moves
/// every store to that moment: its own store to the state right after it, each other store to
/// the state after its last event before it (or to its state before anything recorded
/// happened). The windows follow their stores' time travel by themselves.
///
/// Its screen binds it as any other (`StoreInspectorComponent`): a `StoreInspectorView`
/// renders the models it delivers to subscribers (`StateSource`) and sends
/// `StoreInspectorIntent`s. The model is computed when asked, and the inspector follows the
/// recordings only while someone subscribes: a closed inspector costs the stores no work.
@MainActor
public final class StoreInspector: StateSource {
    private let travels: [any TimeTravelling]
    /// The stores a session file may hold (`SessionRecording.file`).
    private let kinds: [RecordingKind]
    private var timeline: StoreTimeline
    /// The event picked; nil while live.
    private var selection: StoreTimelineEntry.ID?
    /// The change of the event picked last, kept because it costs a walk through two states and
    /// an event's change never changes.
    private var keptChange: (id: StoreTimelineEntry.ID, lines: [String])?
    private var subscriptions: [StoreSubscription] = []
    private var onChange: (() -> Void)?
    /// Counts the subscribers: cancelling one that was replaced leaves its successor.
    private var subscriber = 0

    /// An inspector over the stores `travels` move, their events in one timeline (events at the
    /// same time in the order of `travels`); Export writes the recordings of the stores of `kinds`.
    public init(travels: [any TimeTravelling], kinds: [RecordingKind]) {
        self.travels = travels
        self.kinds = kinds
        timeline = StoreTimeline(recordings: travels.map(\.inspectable))
    }

    isolated deinit {
        for subscription in subscriptions { subscription.cancel() }
    }

    /// Every store's recording.
    public var recordings: [any InspectableRecording] { travels.map(\.inspectable) }

    /// What Export writes: the recordings as a session file (`SessionRecording`).
    public func sessionFile() throws -> Data {
        try SessionRecording.file(of: recordings, kinds: kinds)
    }

    /// How many events the recordings keep, in all.
    public var eventCount: Int {
        timeline.update()
        return timeline.entries.count
    }

    /// Delivers the model now, then again whenever an event is recorded in any store or the pick
    /// moves, until the subscription is cancelled. One subscriber at a time: a new one replaces
    /// the one before.
    public func subscribe(onState: @escaping (StoreInspectorModel) -> Void) -> StoreSubscription {
        stop()
        subscriber += 1
        let current = subscriber
        let onChange = { [unowned self] in onState(self.model) }
        self.onChange = onChange
        subscriptions = travels.map { $0.subscribe(onChange: onChange) }
        onChange()
        return StoreSubscription { [weak self] in
            guard let self, self.subscriber == current else { return }
            self.stop()
        }
    }

    /// Follows the recordings no more.
    private func stop() {
        for subscription in subscriptions { subscription.cancel() }
        subscriptions = []
        onChange = nil
    }

    /// Does what the user asked in the inspector's window.
    public func accept(_ intent: StoreInspectorIntent) {
        switch intent {
        case .select(let row): select(row: row)
        case .stepBack: stepBack()
        case .stepForward: stepForward()
        case .goLive: goLive()
        }
    }

    /// What to show now, computed from the recordings.
    public var model: StoreInspectorModel {
        timeline.update()
        let selectedRow = selection.flatMap(timeline.index(of:))
        return StoreInspectorModel(
            timeline: timeline, selectedRow: selectedRow, changeLines: selection.flatMap(change(of:)),
            isLive: selection == nil, canStepBack: timeline.entries.count > 1 && selectedRow != 0)
    }

    private func change(of id: StoreTimelineEntry.ID) -> [String]? {
        if let keptChange, keptChange.id == id { return keptChange.lines }
        let lines = timeline.changeLines(of: id)
        keptChange = lines.map { (id, $0) }
        return lines
    }

    /// Picks the event at `row` of the timeline, moving every store to that moment; nil goes live.
    public func select(row: Int?) {
        timeline.update()
        let entries = timeline.entries
        guard let row, entries.indices.contains(row) else { return goLive() }
        guard entries[row].id != selection else { return }
        selection = entries[row].id
        var unmoved = travels
        for entry in entries[...row].reversed() where !unmoved.isEmpty {
            guard let position = unmoved.firstIndex(where: { $0.inspectable.storeName == entry.storeName }) else { continue }
            unmoved.remove(at: position).move(toSequence: entry.sequence)
        }
        for travel in unmoved { travel.moveToStart() }
        onChange?()
    }

    /// Shows every store's newest state again, with nothing picked.
    public func goLive() {
        let wasLive = selection == nil && travels.allSatisfy(\.isLive)
        selection = nil
        for travel in travels { travel.goLive() }
        if !wasLive { onChange?() }
    }

    /// Moves to the event before the one picked (from live, to the one before the newest).
    public func stepBack() {
        timeline.update()
        let current = selection.flatMap(timeline.index(of:)) ?? timeline.entries.count - 1
        select(row: max(current - 1, 0))
    }

    /// Moves to the event after the one picked; after the newest, goes live. Does nothing while live.
    public func stepForward() {
        timeline.update()
        guard let current = selection.flatMap(timeline.index(of:)) else { return }
        if current + 1 < timeline.entries.count {
            select(row: current + 1)
        } else {
            goLive()
        }
    }
}
