import FoundationEssentials
import Localization
import MVI
import MVIRecording

/// The Store Inspector's behaviour, without a window: the events of every store in one
/// timeline, the one picked, and time travel for all stores together. Picking an event moves
/// every store to that moment: its own store to the state right after it, each other store to
/// the state after its last event before it (or to its state before anything recorded
/// happened). The windows follow their stores' time travel by themselves. A search narrows the
/// events shown (`StoreInspectorSearch`); rows, Back and Forward are those of the events shown.
/// Recording can be paused for every store at once: the stores run on, and keep no events.
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
    /// The state tree of the event picked last, kept so that a new model shows the same tree
    /// (expanded as the user left it).
    private var keptTree: (id: StoreTimelineEntry.ID, tree: StateTreeNode)?
    private var search = StoreInspectorSearch("")
    /// Whether recording is paused, by this inspector.
    private var isRecordingPaused = false
    /// The part of a store's state whose history is listed, if any.
    private var historyOf: (storeName: String, path: StatePath)?
    /// The expectation marked (`expect`), and the event after which it was seen broken.
    private(set) var mark: (expectation: ValueExpectation, event: StoreTimelineEntry.ID)?
    /// Where intents typed by hand go, one per store that takes them.
    private let dispatchers: [IntentDispatcher]
    /// What the "send an intent" field holds, and why the last one sent was refused.
    private var intentText = ""
    private var intentProblem: String?
    /// The events skipped, by store name: the inspector shows the states after them recomputed.
    private var skipped: [String: Set<Int>] = [:]
    private var subscriptions: [StoreSubscription] = []
    private var onChange: (() -> Void)?
    /// Counts the subscribers: cancelling one that was replaced leaves its successor.
    private var subscriber = 0

    /// An inspector over the stores `travels` move, their events in one timeline (events at the
    /// same time in the order of `travels`); Export writes the recordings of the stores of `kinds`;
    /// intents typed by hand go to the stores of `dispatchers`.
    public init(travels: [any TimeTravelling], kinds: [RecordingKind], dispatchers: [IntentDispatcher] = []) {
        self.travels = travels
        self.kinds = kinds
        self.dispatchers = dispatchers
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
        case .search(let text): searchFor(text)
        case .pauseRecording: setRecordingPaused(true)
        case .resumeRecording: setRecordingPaused(false)
        case .showHistory(let path): showHistory(of: path)
        case .hideHistory: showHistory(of: nil)
        case .expect(let path, let expected): expect(path, equals: expected)
        case .forgetExpectation: expect(nil, equals: nil)
        case .typeIntent(let text): typeIntent(text)
        case .sendIntent(let text): sendIntent(text)
        case .skip(let row): toggleSkip(row: row)
        }
    }

    /// What to show now, computed from the recordings.
    public var model: StoreInspectorModel {
        timeline.update()
        let entries = timeline.entries
        let shown = shownIndices()
        let selectedRow = selection.flatMap { id in shown.firstIndex { entries[$0].id == id } }
        let target = intentTarget(among: entries)
        return StoreInspectorModel(
            rows: shown.map { StoreInspectorModel.Row(entries[$0], isSkipped: skipped[entries[$0].storeName]?.contains(entries[$0].sequence) == true) },
            selectedRow: selectedRow,
            changeLines: selection.flatMap(change(of:)), stateTree: selection.flatMap(stateTree(of:)),
            isLive: selection == nil, canStepBack: shown.count > 1 && selectedRow != 0,
            searchText: search.text, isRecordingPaused: isRecordingPaused,
            letGo: recordings.filter { $0.droppedCount > 0 }.map {
                StoreInspectorModel.LetGo(storeName: $0.storeName, kept: $0.keptEventCount, dropped: $0.droppedCount)
            },
            history: history(rowsShown: shown.map { entries[$0].id }),
            expectation: mark.map { StoreInspectorModel.Expectation($0.expectation, after: $0.event) },
            intentField: StoreInspectorModel.IntentField(
                storeName: target, text: intentText,
                completions: target.map { intentCompletions(of: intentText, inStore: $0) } ?? [], problem: intentProblem))
    }

    /// The positions in the timeline of the events the search keeps.
    private func shownIndices() -> [Int] {
        let entries = timeline.entries
        guard !search.keepsEverything else { return Array(entries.indices) }
        return entries.indices.filter { search.keeps(entries[$0]) }
    }

    private func stateTree(of id: StoreTimelineEntry.ID) -> StateTreeNode? {
        if let keptTree, keptTree.id == id { return keptTree.tree }
        let state: Any
        if let skips = skipped[id.storeName], let recomputed = recomputedStates(around: id, skipping: skips) {
            state = recomputed.after
        } else {
            guard let recording = recordings.first(where: { $0.storeName == id.storeName }),
                  let recorded = recording.state(afterSequence: id.sequence)
            else { return nil }
            state = recorded
        }
        let tree = StateTreeNode(value: state)
        keptTree = (id, tree)
        return tree
    }

    /// Lists the history of the part at `path` of the picked event's store's state; nil lists none.
    private func showHistory(of path: StatePath?) {
        historyOf = path.flatMap { path in selection.map { ($0.storeName, path) } }
        onChange?()
    }

    /// Marks the part at `path` of the picked event's store's state as wrong there; nil forgets the mark.
    private func expect(_ path: StatePath?, equals expected: String?) {
        mark = path.flatMap { path in
            selection.flatMap { id in expectation(at: path, after: id, equals: expected).map { ($0, id) } }
        }
        onChange?()
    }

    /// The store an intent typed by hand goes to: that of the event picked, or of the newest
    /// event while live; nil when that store takes no intents from here.
    private func intentTarget(among entries: [StoreTimelineEntry]) -> String? {
        guard let storeName = selection?.storeName ?? entries.last?.storeName else { return nil }
        return dispatchers.contains { $0.storeName == storeName } ? storeName : nil
    }

    private func typeIntent(_ text: String) {
        guard text != intentText else { return }
        intentText = text
        intentProblem = nil
        onChange?()
    }

    /// Sends the intent `text` spells to the store `intentTarget` names; when it spells none,
    /// the model says why, and the text stays to be mended.
    private func sendIntent(_ text: String) {
        intentText = text
        timeline.update()
        let target = intentTarget(among: timeline.entries)
        if let dispatcher = dispatchers.first(where: { $0.storeName == target }) {
            do throws(IntentSyntax.Problem) {
                try dispatcher.send(text)
                (intentText, intentProblem) = ("", nil)
            } catch {
                intentProblem = localized("That is not an intent of {store}: {problem}.", ["store": dispatcher.storeName, "problem": error.description])
            }
        } else {
            intentProblem = localized("Pick an event of a store to send an intent to it.")
        }
        onChange?()
    }

    /// Skips the event at `row` of the events shown, or takes it back when it is skipped.
    private func toggleSkip(row: Int) {
        timeline.update()
        let shown = shownIndices()
        guard shown.indices.contains(row) else { return }
        let entry = timeline.entries[shown[row]]
        if skipped[entry.storeName, default: []].remove(entry.sequence) == nil {
            skipped[entry.storeName, default: []].insert(entry.sequence)
        }
        (keptTree, keptChange) = (nil, nil)
        onChange?()
    }

    /// The history listed, its rows jumping to the rows among `rowsShown`.
    private func history(rowsShown: [StoreTimelineEntry.ID]) -> StoreInspectorModel.History? {
        guard let historyOf, let history = valueHistory(of: historyOf.path, inStore: historyOf.storeName) else { return nil }
        let rows = Dictionary(rowsShown.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return StoreInspectorModel.History(history, rows: rows)
    }

    /// Shows only the events `text` keeps; the event picked stays picked, shown or not.
    public func searchFor(_ text: String) {
        guard text != search.text else { return }
        search = StoreInspectorSearch(text)
        onChange?()
    }

    /// Pauses or resumes recording in every store.
    public func setRecordingPaused(_ paused: Bool) {
        guard paused != isRecordingPaused else { return }
        isRecordingPaused = paused
        for recording in recordings { recording.isPaused = paused }
        onChange?()
    }

    private func change(of id: StoreTimelineEntry.ID) -> [String]? {
        if let keptChange, keptChange.id == id { return keptChange.lines }
        let lines = skipped[id.storeName].flatMap { recomputedStates(around: id, skipping: $0)?.lines } ?? timeline.changeLines(of: id)
        keptChange = lines.map { (id, $0) }
        return lines
    }

    /// Picks the event at `row` of the events shown, moving every store to that moment; nil goes live.
    public func select(row: Int?) {
        timeline.update()
        let shown = shownIndices()
        guard let row, shown.indices.contains(row) else { return goLive() }
        select(entryAt: shown[row])
    }

    /// Picks the event at `index` of the timeline.
    private func select(entryAt index: Int) {
        let entries = timeline.entries
        guard entries[index].id != selection else { return }
        selection = entries[index].id
        var unmoved = travels
        for entry in entries[...index].reversed() where !unmoved.isEmpty {
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

    /// Moves to the event shown before the one picked (from live, to the one before the newest
    /// shown); at the first, stays there.
    public func stepBack() {
        timeline.update()
        let shown = shownIndices()
        guard let last = shown.last else { return }
        guard let current = selection.flatMap(timeline.index(of:)) else {
            return select(entryAt: shown.count > 1 ? shown[shown.count - 2] : last)
        }
        select(entryAt: shown.last { $0 < current } ?? shown[0])
    }

    /// Moves to the event shown after the one picked; after the newest shown, goes live. Does
    /// nothing while live.
    public func stepForward() {
        timeline.update()
        guard let current = selection.flatMap(timeline.index(of:)) else { return }
        if let next = shownIndices().first(where: { $0 > current }) {
            select(entryAt: next)
        } else {
            goLive()
        }
    }
}
