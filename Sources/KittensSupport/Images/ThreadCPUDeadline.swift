// Standard library and the C library only: the fuzz target Tests/Fuzz/gif-frames compiles it
// with the GIF folder.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A budget of CPU time for the work the calling thread does from now on, read from
/// `CLOCK_THREAD_CPUTIME_ID`. A decoder that loops in our own code checks it as it goes and
/// gives up past it (`ImageLimits.maxDecodeCPUTime`, `GIFLimits.maxFrameDecodeTime`).
///
/// CPU time rather than wall time, so that a busy machine (two decodes and the window sharing
/// two cores, a debugger, a sanitizer) never makes an honest picture fail, while a hostile one
/// still gets exactly its budget of work. Only the thread that made it may check it: another
/// thread's CPU time says nothing about this work.
public struct ThreadCPUDeadline: Sendable {
    private let end: Duration

    /// A deadline `budget` of this thread's CPU time from now.
    public init(after budget: Duration) {
        end = Self.now() + budget
    }

    /// Whether this thread has used its budget since the deadline was made.
    public var isPast: Bool { Self.now() >= end }

    /// The CPU time the calling thread has used so far.
    public static func now() -> Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
