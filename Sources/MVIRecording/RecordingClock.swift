#if canImport(Glibc)
import Glibc
#endif

/// Where a recording takes its time stamps from: the time since the clock was made.
public struct RecordingClock: Sendable {
    @usableFromInline let elapsed: @Sendable () -> Duration

    /// A clock that says how long it has been since it was made, as `elapsed` tells.
    public init(elapsed: @escaping @Sendable () -> Duration) {
        self.elapsed = elapsed
    }

    /// Real time, as `ContinuousClock` counts it (time asleep included), starting now. On Linux
    /// it reads `CLOCK_BOOTTIME`, the clock `ContinuousClock` reads there, itself: the recording
    /// reads it once for each intent, and `ContinuousClock.now` and its `Duration` arithmetic
    /// cost a few nanoseconds more.
    public static var continuous: RecordingClock {
        #if canImport(Glibc)
        let start = bootTimeNanoseconds()
        return RecordingClock { .nanoseconds(bootTimeNanoseconds() &- start) }
        #else
        let start = ContinuousClock.now
        return RecordingClock { start.duration(to: .now) }
        #endif
    }

    #if canImport(Glibc)
    @inline(__always)
    private static func bootTimeNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
    #endif
}
