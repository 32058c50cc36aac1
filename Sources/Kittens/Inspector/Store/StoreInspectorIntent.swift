/// What the user asks of the Store Inspector.
public enum StoreInspectorIntent: Equatable, Sendable {
    /// Pick the event at this row of the timeline, moving every store to that moment; nil goes live.
    case select(row: Int?)
    /// Move to the event before the one picked (from live, to the one before the newest).
    case stepBack
    /// Move to the event after the one picked; after the newest, go live.
    case stepForward
    /// Show every store's newest state again, with nothing picked (Live, or the window closed).
    case goLive
}
