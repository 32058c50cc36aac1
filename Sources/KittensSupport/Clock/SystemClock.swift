import Dispatch

/// The real `TimerClock`: the system's monotonic time, which does not jump with the wall clock
/// (`DispatchTime`, CLOCK_MONOTONIC on Linux), and Dispatch timer sources on the given queue.
///
/// A cancelled timer leaves Dispatch's timer list at once: a download's 20-second idle timer, or
/// a decode's deadline, cancelled when it ended, never wakes a thread later (with `asyncAfter`
/// and a flag, each woke one, about 25 µs of CPU a picture after the thumbnails had loaded).
public struct SystemClock: TimerClock {
    public init() {}

    public var now: Duration { .nanoseconds(DispatchTime.now().uptimeNanoseconds) }

    @discardableResult
    public func schedule(after delay: Duration, on queue: DispatchQueue, _ action: @escaping @Sendable () -> Void) -> ClockTimer {
        let timer = TimerSource(DispatchSource.makeTimerSource(queue: queue))
        // The handler holds the source until it runs or is cancelled: Dispatch lets handlers go
        // once a source is cancelled.
        timer.source.setEventHandler {
            guard !timer.source.isCancelled else { return }
            timer.source.cancel()
            action()
        }
        timer.source.schedule(deadline: .now() + delay.dispatchInterval)
        timer.source.resume()
        return ClockTimer { timer.source.cancel() }
    }
}

/// A Dispatch timer source, which any thread may cancel (Dispatch's sources are thread-safe).
private final class TimerSource: @unchecked Sendable {
    let source: any DispatchSourceTimer

    init(_ source: any DispatchSourceTimer) {
        self.source = source
    }
}

extension Duration {
    /// This duration for Dispatch, in whole nanoseconds: none when negative, at most about 68
    /// years (`Int32.max` seconds) so that adding it to now cannot overflow.
    public var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return .nanoseconds(0) }
        let limit: Int64 = Int64(Int32.max)
        guard seconds < limit else { return .seconds(Int(limit)) }
        return .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }
}
