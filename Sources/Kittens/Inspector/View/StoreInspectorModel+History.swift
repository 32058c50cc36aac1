import Localization
import MVIRecording

extension StoreInspectorModel {
    /// The events that changed one part of a store's state, as the inspector lists them.
    public struct History: Equatable, Sendable {
        /// One line: an event that changed the part, or a pause of recording.
        public struct Entry: Equatable, Sendable {
            /// "#12 message added: 2 items → 3 items".
            public let text: String
            /// The row of the event among those shown, where activating the entry jumps; nil
            /// when the search hides it, or for a pause.
            public let row: Int?
        }

        /// "History of favourites.[0] in FavouritesStore".
        public let title: String
        /// The entries, newest first.
        public let entries: [Entry]

        /// The list of `history`, whose events are at `rows` among the rows shown.
        public init(_ history: ValueHistory, rows: [StoreTimelineEntry.ID: Int]) {
            title = localized("History of {path} in {store}", ["path": history.path.description, "store": history.storeName])
            entries = history.entries.map { entry in
                switch entry {
                case .change(let change):
                    Entry(text: Self.text(change), row: rows[change.event.id])
                case .gap(_, _, let change?):
                    Entry(text: localized("Recording was paused here: {change}", ["change": Self.text(change)]), row: rows[change.event.id])
                case .gap:
                    Entry(text: localized("Recording was paused here."), row: nil)
                }
            }
        }

        private static func text(_ change: ValueChange) -> String {
            "#\(change.sequence)  \(change.kind.rawValue)  \(change.name):  \(change.old) → \(change.new)"
        }
    }
}
