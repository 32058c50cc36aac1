import Dispatch

/// Where the app's timeouts, deadlines and delays take their time from: the download's idle
/// timeout and total deadline, a thumbnail's decode deadline, the first frame's fallback, the
/// favourites' retries. `SystemClock` is the real one; tests give a `ManualClock` and move it
/// themselves, so that nothing they check depends on how fast the machine runs.
public protocol TimerClock: Sendable {
    /// The time since a fixed moment of this clock. Monotonic: it never goes back.
    var now: Duration { get }

    /// Runs `action` on `queue` once `delay` has passed (soon, for no delay), unless the
    /// returned timer is cancelled first.
    @discardableResult
    func schedule(after delay: Duration, on queue: DispatchQueue, _ action: @escaping @Sendable () -> Void) -> ClockTimer
}

/// An action a `TimerClock` will run: `cancel()` before then and it never runs.
public final class ClockTimer: Sendable {
    private let onCancel: @Sendable () -> Void

    public init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the action from running, if it has not started yet. Calling it again does nothing.
    public func cancel() {
        onCancel()
    }
}

extension TimerClock {
    /// Suspends the calling task until `delay` has passed on this clock, or until the task is
    /// cancelled, whichever comes first.
    public func sleep(for delay: Duration) async {
        let wake = SleepWake()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard wake.wait(continuation) else { return }
                let timer = schedule(after: delay, on: .global(qos: .utility)) { wake.resume() }
                wake.keep(timer)
            }
        } onCancel: {
            wake.resume()
        }
    }
}
