/// An event a recording keeps, without the state after it: the recording keeps a state whole
/// (a keyframe) only every so many messages, and rebuilds the states between by replaying the
/// events through the store's reducer (`StoreReplay`) from the keyframe before them, so that
/// what it keeps of each state costs what changed, not a whole copy (see `RecordBuffer`).
struct KeptEvent<Event> {
    let sequence: Int
    let time: Duration
    /// Whether the event is a message, which the reducer folds into the state: the events a
    /// recording lets go that are not need not be replayed.
    let isMessage: Bool
    let event: Event
}

extension KeptEvent: Sendable where Event: Sendable {}
