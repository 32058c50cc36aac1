import Dispatch
import Locking

/// A `TimerClock` that moves only when told: `advance(by:)` moves it on and runs, in the order
/// of their moments (and of scheduling, for equal ones), the actions that are due by then, on
/// the calling thread, whatever queue they were scheduled on. For tests: a timeout or deadline
/// is then reached exactly when the test says, however slowly the machine runs.
public final class ManualClock: TimerClock {
    private struct Pending {
        let id: UInt64
        let due: Duration
        let action: @Sendable () -> Void
    }

    private struct State {
        var now: Duration = .zero
        var pending: [Pending] = []
        var nextID: UInt64 = 0
        var scheduledCount = 0
    }

    private let state = Locked(State())
    /// Signalled whenever an action is scheduled, for `waitForScheduled`.
    private let scheduled = DispatchSemaphoreQueue()

    public init() {}

    public var now: Duration { state.withLock { $0.now } }

    /// How many actions wait for their moment.
    public var pendingCount: Int { state.withLock { $0.pending.count } }

    /// How many actions were scheduled since the clock was made, cancelled ones included.
    public var scheduledCount: Int { state.withLock { $0.scheduledCount } }

    @discardableResult
    public func schedule(after delay: Duration, on queue: DispatchQueue, _ action: @escaping @Sendable () -> Void) -> ClockTimer {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.scheduledCount += 1
            state.pending.append(Pending(id: id, due: state.now + max(delay, .zero), action: action))
            return id
        }
        scheduled.signal()
        return ClockTimer { [weak self] in
            self?.state.withLock { $0.pending.removeAll { $0.id == id } }
        }
    }

    /// Moves the clock on by `duration`, running each action due by then, earliest first; an
    /// action scheduled meanwhile runs too when it is due by the new time.
    public func advance(by duration: Duration) {
        let end = state.withLock { $0.now + max(duration, .zero) }
        while let action = takeNextDue(by: end) { action() }
        state.withLock { $0.now = max($0.now, end) }
    }

    /// Blocks until at least `count` actions have been scheduled since the clock was made
    /// (another thread schedules them); false when `timeout` passed first.
    public func waitForScheduled(_ count: Int, timeout: Duration = .seconds(20)) -> Bool {
        scheduled.wait(timeout: timeout) { self.scheduledCount >= count }
    }

    private func takeNextDue(by end: Duration) -> (@Sendable () -> Void)? {
        state.withLock { state in
            guard let index = state.pending.indices.min(by: {
                (state.pending[$0].due, state.pending[$0].id) < (state.pending[$1].due, state.pending[$1].id)
            }), state.pending[index].due <= end else { return nil }
            let next = state.pending.remove(at: index)
            state.now = max(state.now, next.due)
            return next.action
        }
    }
}

/// Wakes threads waiting for a condition that others make true, each time they may have made it
/// true: a blocking wait on definite events rather than polling.
final class DispatchSemaphoreQueue: Sendable {
    private let waiters = Locked<[DispatchSemaphore]>([])

    func signal() {
        let woken = waiters.withLock { waiters in
            defer { waiters.removeAll() }
            return waiters
        }
        for semaphore in woken { semaphore.signal() }
    }

    /// Waits until `condition` holds, checking it again at each `signal()`; false when
    /// `timeout` passed first.
    func wait(timeout: Duration, until condition: @Sendable () -> Bool) -> Bool {
        let end = DispatchTime.now() + timeout.dispatchInterval
        while true {
            let semaphore = DispatchSemaphore(value: 0)
            waiters.withLock { $0.append(semaphore) }
            if condition() { return true }
            if semaphore.wait(timeout: end) == .timedOut { return condition() }
        }
    }
}
