import Locking

/// The one resumption of a `TimerClock.sleep`: by its timer or by the task's cancellation,
/// whichever comes first; the timer is cancelled when the cancellation wins.
final class SleepWake: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, Never>?
        var timer: ClockTimer?
        var isWoken = false
    }

    private let state = Locked(State())

    /// Keeps `continuation` to resume; false (and resumed at once) when woken already.
    func wait(_ continuation: CheckedContinuation<Void, Never>) -> Bool {
        let wokenAlready = state.withLock { state in
            if !state.isWoken { state.continuation = continuation }
            return state.isWoken
        }
        if wokenAlready { continuation.resume() }
        return !wokenAlready
    }

    /// Keeps `timer` to cancel if the task is cancelled; cancels it at once when woken already.
    func keep(_ timer: ClockTimer) {
        let wokenAlready = state.withLock { state in
            if !state.isWoken { state.timer = timer }
            return state.isWoken
        }
        if wokenAlready { timer.cancel() }
    }

    func resume() {
        let (continuation, timer) = state.withLock { state -> (CheckedContinuation<Void, Never>?, ClockTimer?) in
            guard !state.isWoken else { return (nil, nil) }
            state.isWoken = true
            defer {
                state.continuation = nil
                state.timer = nil
            }
            return (state.continuation, state.timer)
        }
        timer?.cancel()
        continuation?.resume()
    }
}
