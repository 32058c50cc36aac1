import Localization
import MVI
import MVIRecording

/// What the Store Inspector shows: one row per recorded event of every store, in time order,
/// the selected row, and the change the selected event made as a diff of the fields it changed.
public struct StoreInspectorModel: Equatable, Sendable {
    /// One event: "ListingStore  #12  message  loaded  1.204 s".
    public struct Row: Equatable, Sendable {
        public let storeName: String
        public let sequence: Int
        public let kind: StoreEventKind
        public let name: String
        public let time: Duration

        /// Whether the event is skipped (the states after it shown recomputed without it).
        public let isSkipped: Bool

        /// The row of `entry`.
        public init(_ entry: StoreTimelineEntry, isSkipped: Bool = false) {
            (storeName, sequence, kind, name, time) = (entry.storeName, entry.sequence, entry.kind, entry.name, entry.time)
            self.isSkipped = isSkipped
        }

        /// The row as the list shows it.
        public var text: String {
            let row = "\(storeName)  #\(sequence)  \(kind.rawValue)  \(name)  \(Self.seconds(time))"
            return isSkipped ? localized("{row}  (skipped)", ["row": row]) : row
        }

        /// "1.204 s", to the millisecond.
        static func seconds(_ time: Duration) -> String {
            let (wholeSeconds, attoseconds) = time.components
            let milliseconds = max(0, attoseconds / 1_000_000_000_000_000)
            let fraction = String(milliseconds)
            return "\(max(0, wholeSeconds)).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
        }
    }

    /// A store whose recording let its oldest events go to stay within its budget.
    public struct LetGo: Equatable, Sendable {
        public let storeName: String
        /// How many events the recording keeps, and how many older ones it let go.
        public let kept: Int
        public let dropped: Int

        public init(storeName: String, kept: Int, dropped: Int) {
            (self.storeName, self.kept, self.dropped) = (storeName, kept, dropped)
        }

        /// "ListingStore keeps its last events (156): 1345 older ones were let go, …".
        var sentence: String {
            localizedPlural(
                "{store} keeps its last events ({kept}): {count} older one was let go to stay within its recording budget.",
                "{store} keeps its last events ({kept}): {count} older ones were let go to stay within its recording budget.",
                count: dropped, ["store": storeName, "kept": String(kept)])
        }
    }

    /// The events the search keeps.
    public let rows: [Row]
    /// The position of the selected event in `rows`; nil when none is (live), or when the
    /// search hides it.
    public let selectedRow: Int?
    /// The change the selected event made, one line per field; a sentence when none is
    /// selected or it changed nothing.
    public let changeText: String
    /// The state right after the selected event, part by part; nil when none is selected.
    public let stateTree: StateTreeNode?
    /// Whether every store shows its newest state.
    public let isLive: Bool
    /// Whether Back and Forward can move the stores' states.
    public let canStepBack: Bool
    public let canStepForward: Bool
    /// What the search holds.
    public let searchText: String
    /// Whether recording is paused in every store.
    public let isRecordingPaused: Bool
    /// The stores whose recordings let older events go.
    public let letGo: [LetGo]
    /// What the window says about recording: a sentence while it is paused, one for each store
    /// that let older events go; nil when there is nothing to say.
    public let recordingNotice: String?
    /// What the list says when it shows nothing: no event kept, or none the search keeps; nil
    /// when it shows rows.
    public let emptyText: String?
    /// The history of a part of a store's state, when one is asked for (`showHistory`).
    public let history: History?
    /// The value marked wrong (`expect`), if any: Make a Minimal Test… shows while there is one.
    public let expectation: Expectation?
    /// The "send an intent" field.
    public let intentField: IntentField

    /// The model of `rows` with the row at `selectedRow` picked, whose change is `changeLines`
    /// (from `StoreTimeline.changeLines(of:)`, which the caller may keep between models) and
    /// whose state is `stateTree`.
    public init(
        rows: [Row], selectedRow: Int?, changeLines: [String]?, stateTree: StateTreeNode?, isLive: Bool,
        canStepBack: Bool, searchText: String = "", isRecordingPaused: Bool = false, letGo: [LetGo] = [],
        history: History? = nil, expectation: Expectation? = nil, intentField: IntentField = IntentField()
    ) {
        self.history = history
        self.intentField = intentField
        self.expectation = expectation
        self.rows = rows
        self.selectedRow = selectedRow
        self.isLive = isLive
        self.canStepBack = canStepBack
        canStepForward = !isLive
        self.stateTree = stateTree
        self.searchText = searchText
        self.isRecordingPaused = isRecordingPaused
        if !isLive, let lines = changeLines {
            changeText = lines.isEmpty ? localized("This event changed nothing in its store's state.") : lines.joined(separator: "\n")
        } else {
            changeText = localized("Pick an event to see the change it made.")
        }
        self.letGo = letGo
        let notices = (isRecordingPaused ? [localized("Recording is paused: new events are not kept.")] : []) + letGo.map(\.sentence)
        recordingNotice = notices.isEmpty ? nil : notices.joined(separator: "\n")
        if !rows.isEmpty {
            emptyText = nil
        } else if searchText.contains(where: { !$0.isWhitespace }) {
            emptyText = localized("No event matches the search.")
        } else {
            emptyText = localized("No events recorded yet.")
        }
    }
}
