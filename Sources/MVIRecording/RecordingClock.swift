/// Where a recording takes its time stamps from: the time since the clock was made.
public struct RecordingClock: Sendable {
    @usableFromInline let elapsed: @Sendable () -> Duration

    /// A clock that says how long it has been since it was made, as `elapsed` tells.
    public init(elapsed: @escaping @Sendable () -> Duration) {
        self.elapsed = elapsed
    }

    /// Real time, from `ContinuousClock`, starting now.
    public static var continuous: RecordingClock {
        let start = ContinuousClock.now
        return RecordingClock { start.duration(to: .now) }
    }
}
