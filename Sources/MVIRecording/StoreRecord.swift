import MVI

/// One event of a recording, with the store's state right after it.
public struct StoreRecord<State, Intent, Action, Message, Label> {
    /// Counts the events of the recording from 0; it keeps counting when the oldest events
    /// are let go, so it names an event for as long as the event is kept.
    public let sequence: Int
    /// When the event happened, as time since the recording started. The events of one unit
    /// of work (an intent, an action or a job's result, and the messages and labels that
    /// follow from it) share the time that unit started.
    public let time: Duration
    public let event: StoreEvent<Intent, Action, Message, Label>
    /// The store's state right after the event.
    public let state: State

    @inlinable
    public init(sequence: Int, time: Duration, event: StoreEvent<Intent, Action, Message, Label>, state: State) {
        self.sequence = sequence
        self.time = time
        self.event = event
        self.state = state
    }
}

extension StoreRecord: Equatable
where State: Equatable, Intent: Equatable, Action: Equatable, Message: Equatable, Label: Equatable {}

extension StoreRecord: Sendable where State: Sendable, Intent: Sendable, Action: Sendable, Message: Sendable, Label: Sendable {}

/// In a file, `time` is a whole number of nanoseconds.
extension StoreRecord: Codable where State: Codable, Intent: Codable, Action: Codable, Message: Codable, Label: Codable {
    private enum CodingKeys: String, CodingKey {
        case sequence, nanoseconds, event, state
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try container.decode(Int.self, forKey: .sequence)
        time = .nanoseconds(try container.decode(Int64.self, forKey: .nanoseconds))
        event = try container.decode(StoreEvent<Intent, Action, Message, Label>.self, forKey: .event)
        state = try container.decode(State.self, forKey: .state)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(time.wholeNanoseconds, forKey: .nanoseconds)
        try container.encode(event, forKey: .event)
        try container.encode(state, forKey: .state)
    }
}

extension Duration {
    /// This duration in whole nanoseconds, rounded towards zero and clamped to `Int64`.
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let (sum, sumOverflow) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        guard !sumOverflow else { return seconds < 0 ? .min : .max }
        return sum
    }
}
