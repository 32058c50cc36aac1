import MVI

/// The Store Inspector's behaviour, without a window: the events of every store in one
/// timeline, the one picked, and time travel for the kitten store. Picking a kitten store event
/// moves `timeTravel` (the main window follows it); picking another store's event only shows its
/// change. A window renders `model` and calls the other methods as the user acts.
///
/// The model is computed when asked, and the inspector follows the recordings only between
/// `start()` and `stop()`: a closed inspector costs the stores no work.
@MainActor
public final class StoreInspector {
    /// Moves the main window through the kitten store's recording; also what Export writes.
    public let timeTravel: KittenTimeTravel
    private let recordings: [any InspectableRecording]
    /// An event of a store other than the kitten store, picked; nil when the pick is the
    /// kitten store's (`timeTravel`'s) or none.
    private var otherSelection: StoreTimelineEntry.ID?
    /// The ids of the rows of the model computed last, to know what a row position names.
    private var shownIDs: [StoreTimelineEntry.ID] = []
    /// The change of the event picked last, kept because it costs a walk through two states and
    /// an event's change never changes.
    private var keptChange: (id: StoreTimelineEntry.ID, lines: [String])?
    private var subscriptions: [StoreSubscription] = []
    private var onChange: (() -> Void)?

    /// An inspector over `recordings` (the kitten store's among them, or it is added first).
    public init(timeTravel: KittenTimeTravel, recordings: [any InspectableRecording]) {
        self.timeTravel = timeTravel
        let kitten: any InspectableRecording = timeTravel.recording
        self.recordings = recordings.contains { $0 === kitten } ? recordings : [kitten] + recordings
    }

    isolated deinit {
        for subscription in subscriptions { subscription.cancel() }
    }

    /// Calls `onChange` whenever an event is recorded in any store or the pick moves, until `stop()`.
    public func start(onChange: @escaping () -> Void) {
        stop()
        self.onChange = onChange
        subscriptions = [timeTravel.subscribe(onChange: onChange)]
            + recordings.filter { $0 !== timeTravel.recording }.map { $0.subscribe(onChange: onChange) }
    }

    /// Stops calling the `onChange` given to `start`, and follows the recordings no more.
    public func stop() {
        for subscription in subscriptions { subscription.cancel() }
        subscriptions = []
        onChange = nil
    }

    /// What to show now, computed from the recordings.
    public var model: StoreInspectorModel {
        let timeline = StoreTimeline(recordings: recordings)
        shownIDs = timeline.entries.map(\.id)
        let selection = selection
        return StoreInspectorModel(
            timeline: timeline, selection: selection, changeLines: selection.flatMap { change(of: $0, in: timeline) },
            isLive: timeTravel.isLive, canStepBack: timeTravel.records.count > 1 && timeTravel.selectedIndex != 0)
    }

    private func change(of id: StoreTimelineEntry.ID, in timeline: StoreTimeline) -> [String]? {
        if let keptChange, keptChange.id == id { return keptChange.lines }
        let lines = timeline.changeLines(of: id)
        keptChange = lines.map { (id, $0) }
        return lines
    }

    /// The event picked: another store's, else the kitten store's shown one, else none.
    private var selection: StoreTimelineEntry.ID? {
        if let otherSelection { return otherSelection }
        guard let index = timeTravel.selectedIndex else { return nil }
        return StoreTimelineEntry.ID(storeName: timeTravel.recording.storeName, sequence: timeTravel.records[index].sequence)
    }

    /// Picks the event at `row` of the model computed last; nil goes live.
    public func select(row: Int?) {
        guard let row, shownIDs.indices.contains(row) else { return goLive() }
        let id = shownIDs[row]
        if id.storeName == timeTravel.recording.storeName, let first = timeTravel.records.first?.sequence {
            otherSelection = nil
            timeTravel.move(to: id.sequence - first)
        } else if id != otherSelection {
            otherSelection = id
            onChange?()
        }
    }

    /// Shows the kitten store's newest state again, with nothing picked.
    public func goLive() {
        let travelWasLive = timeTravel.isLive
        otherSelection = nil
        timeTravel.goLive()
        if travelWasLive { onChange?() }
    }

    /// Moves the kitten store to the event before the one shown (from live, before the newest).
    public func stepBack() {
        otherSelection = nil
        timeTravel.stepBack()
    }

    /// Moves the kitten store to the event after the one shown; after the newest, goes live.
    public func stepForward() {
        let travelWasLive = timeTravel.isLive
        otherSelection = nil
        timeTravel.stepForward()
        if travelWasLive { onChange?() }
    }
}
