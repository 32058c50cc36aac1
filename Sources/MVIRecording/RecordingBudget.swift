/// What a recording may keep of one store: at most `capacity` events, and events and states of
/// an estimated `bytes` in all (see `ByteEstimate`), of which a whole state is kept once every
/// `keyframeInterval` messages (see `Keyframe`); the states between are rebuilt when asked for.
///
/// When the events and states kept come to more than `bytes`, the oldest events are let go up
/// to the oldest keyframe, which becomes the state before the events kept. The state before the
/// events kept and the newest keyframe are always kept, so a state larger than half the budget
/// takes the recording over it by one state. Past `capacity`, the oldest events are shown no
/// more at once, but held (and counted in the bytes) until up to 256 of them can be let go
/// together, up to a keyframe, so that letting an event go costs no replay.
public struct RecordingBudget: Equatable, Sendable {
    /// The most events kept.
    public var capacity: Int
    /// The most bytes kept, as estimated.
    public var bytes: Int
    /// How many messages apart the states kept whole are: showing the state after an event
    /// replays at most this many messages.
    public var keyframeInterval: Int

    /// 10,000 events, 4 MiB, a whole state every 64 messages.
    public static let standard = RecordingBudget(capacity: 10_000, bytes: 4 << 20, keyframeInterval: 64)

    /// A budget of at least one event, one byte and one message a keyframe.
    public init(capacity: Int, bytes: Int, keyframeInterval: Int) {
        self.capacity = Swift.max(1, capacity)
        self.bytes = Swift.max(1, bytes)
        self.keyframeInterval = Swift.max(1, keyframeInterval)
    }
}
