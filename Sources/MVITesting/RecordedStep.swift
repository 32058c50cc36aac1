import MVI

/// One event of a store as a recording kept it, with its time and the store's state right after
/// it: what `RecordedTestWriter` reads. (A recording's `StoreRecord`s map onto it one to one.)
public struct RecordedStep<State, Intent, Action, Message, Label> {
    /// When it happened. The events of one unit of work (an intent or action and the messages
    /// and labels it caused at once) share a time; a job's answer has a time of its own.
    public let time: Duration
    public let event: StoreEvent<Intent, Action, Message, Label>
    /// The store's state right after the event.
    public let state: State

    public init(time: Duration, event: StoreEvent<Intent, Action, Message, Label>, state: State) {
        self.time = time
        self.event = event
        self.state = state
    }
}
