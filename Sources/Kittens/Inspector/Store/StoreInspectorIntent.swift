import MVIRecording

/// What the user asks of the Store Inspector.
public enum StoreInspectorIntent: Equatable, Sendable {
    /// Pick the event at this row of the events shown (those the search keeps), moving every
    /// store to that moment; nil goes live.
    case select(row: Int?)
    /// Move to the event shown before the one picked (from live, to the one before the newest).
    case stepBack
    /// Move to the event shown after the one picked; after the newest, go live.
    case stepForward
    /// Show every store's newest state again, with nothing picked (Live, or the window closed).
    case goLive
    /// Show only the events whose store, kind or name hold every word of this text.
    case search(String)
    /// Keep no new events of any store, while the stores run on.
    case pauseRecording
    /// Keep new events again.
    case resumeRecording
    /// List the events of the picked event's store that changed the part of its state at this
    /// path (`ValueHistory`), newest first, each row jumping to its event (`select(row:)`).
    case showHistory(StatePath)
    /// List no history.
    case hideHistory
    /// Mark the part of the picked event's store's state at this path as wrong there: it should
    /// equal the value typed (as the state tree shows values), or, when nil, be anything but
    /// what it is (`ValueExpectation`). Make a Minimal Test… then writes the fewest steps that
    /// still break it.
    case expect(StatePath, equals: String?)
    /// Drop the expectation marked.
    case forgetExpectation
    /// The "send an intent" field now holds this text: complete its case name.
    case typeIntent(String)
    /// Send the intent this text spells (`IntentSyntax`: `remove(imageID: "k1")`, `.sync`) to
    /// the store of the event picked (of the newest while live).
    case sendIntent(String)
    /// Skip the event at this row of the events shown, or take it back: the inspector shows the
    /// states of its store after it recomputed without it.
    case skip(row: Int)
}
