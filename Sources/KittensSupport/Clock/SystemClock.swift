import Dispatch
import Locking

/// The real `TimerClock`: the system's monotonic time, which does not jump with the wall clock
/// (`DispatchTime`, CLOCK_MONOTONIC on Linux), and Dispatch timers on the given queue.
public struct SystemClock: TimerClock {
    public init() {}

    public var now: Duration { .nanoseconds(DispatchTime.now().uptimeNanoseconds) }

    @discardableResult
    public func schedule(after delay: Duration, on queue: DispatchQueue, _ action: @escaping @Sendable () -> Void) -> ClockTimer {
        let isCancelled = Locked(false)
        queue.asyncAfter(deadline: .now() + delay.dispatchInterval) {
            if !isCancelled.withLock({ $0 }) { action() }
        }
        return ClockTimer { isCancelled.withLock { $0 = true } }
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
