import Localization
import MVI
import MVIRecording

/// What the Store Inspector shows: one row per recorded event of every store, in time order,
/// the selected row, and the change the selected event made as a diff of the fields it changed.
public struct StoreInspectorModel: Equatable, Sendable {
    /// One event: "KittenStore  #12  message  loaded  1.204 s".
    public struct Row: Equatable, Sendable {
        public let storeName: String
        public let sequence: Int
        public let kind: StoreEventKind
        public let name: String
        public let time: Duration

        /// The row as the list shows it.
        public var text: String {
            "\(storeName)  #\(sequence)  \(kind.rawValue)  \(name)  \(Self.seconds(time))"
        }

        /// "1.204 s", to the millisecond.
        static func seconds(_ time: Duration) -> String {
            let (wholeSeconds, attoseconds) = time.components
            let milliseconds = max(0, attoseconds / 1_000_000_000_000_000)
            let fraction = String(milliseconds)
            return "\(max(0, wholeSeconds)).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
        }
    }

    public let rows: [Row]
    /// The position of the selected event in `rows`; nil when none is (live).
    public let selectedRow: Int?
    /// The change the selected event made, one line per field; a sentence when none is
    /// selected or it changed nothing.
    public let changeText: String
    /// Whether every store shows its newest state.
    public let isLive: Bool
    /// Whether Back and Forward can move the stores' states.
    public let canStepBack: Bool
    public let canStepForward: Bool

    /// The model of `timeline` with the event at `selectedRow` picked, whose change is
    /// `changeLines` (from `timeline.changeLines(of:)`, which the caller may keep between models).
    @MainActor
    public init(
        timeline: StoreTimeline, selectedRow: Int?, changeLines: [String]?, isLive: Bool, canStepBack: Bool
    ) {
        rows = timeline.entries.map {
            Row(storeName: $0.storeName, sequence: $0.sequence, kind: $0.kind, name: $0.name, time: $0.time)
        }
        self.selectedRow = selectedRow
        self.isLive = isLive
        self.canStepBack = canStepBack
        canStepForward = !isLive
        if selectedRow != nil, let lines = changeLines {
            changeText = lines.isEmpty ? localized("This event changed nothing in its store's state.") : lines.joined(separator: "\n")
        } else {
            changeText = localized("Pick an event to see the change it made.")
        }
    }
}
