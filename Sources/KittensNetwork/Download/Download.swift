internal import CSoup
internal import GLibRuntime
import Dispatch
import FoundationEssentials
import KittensSupport
import Locking

/// One download's shared state. Its outcome is decided once, by whoever comes first: the worker
/// with the body or an error, the caller cancelling, or a clock running out. Deciding cancels
/// the `GCancellable`, which wakes the worker from any blocking call, and hands the outcome to
/// the completion, which therefore runs exactly once and never waits for the worker to notice.
final class Download: Sendable {
    typealias Completion = @Sendable (Result<Data, DownloadError>) -> Void

    /// Where the blocking send is; tests use it to cancel at a chosen moment.
    enum Phase: Sendable, Hashable {
        /// About to send the request of hop `hop` (0 for the first URL, then one per redirect).
        case sending(hop: Int)
        /// A TCP connection is being opened.
        case connecting
        /// The head of a 2xx answer arrived; the body is being read.
        case readingBody
        /// The worker returned: no blocking call of this download is left.
        case ended
    }

    private struct State {
        var outcome: Result<Data, DownloadError>?
        var completion: Completion?
        var timer: ClockTimer?
        var lastProgress: Duration
        let deadline: Duration
    }

    let request: DownloadRequest
    let limits: DownloadLimits
    /// Cancelled once the outcome is decided, unless the outcome is the body.
    let cancellable: GObjectRef<GCancellable>
    /// Keeps the idle timeout and the total deadline.
    private let clock: any TimerClock
    private let state: Locked<State>
    private let observePhase: (@Sendable (Phase) -> Void)?
    /// The response header fields to keep, by name (any case).
    let capturedHeaderNames: [String]
    /// The kept fields of the last answer, by lowercased name, each at most `maxCapturedValueBytes`.
    private let captured = Locked<[String: String]>([:])
    /// A longer field value is not kept.
    static let maxCapturedValueBytes = 256
    /// Of an answer outside 2xx, at most this many bytes of the body are kept (`errorBody`);
    /// 0 keeps none, and a longer body is not kept at all.
    let errorBodyLimit: Int
    private let keptErrorBody = Locked<Data?>(nil)

    init(
        request: DownloadRequest, limits: DownloadLimits, capturingHeaders capturedHeaderNames: [String] = [],
        errorBodyLimit: Int = 0, observePhase: (@Sendable (Phase) -> Void)? = nil, clock: any TimerClock = SystemClock()
    ) {
        self.request = request
        self.limits = limits
        self.errorBodyLimit = max(errorBodyLimit, 0)
        self.observePhase = observePhase
        self.capturedHeaderNames = capturedHeaderNames
        cancellable = GObjectRef(owning: g_cancellable_new())
        self.clock = clock
        let now = clock.now
        state = Locked(State(lastProgress: now, deadline: now + limits.totalDeadline))
    }

    var cancellablePointer: UnsafeMutablePointer<GCancellable> { cancellable.pointer }

    /// Registers the completion and, unless the outcome is known already (a cancel came first),
    /// starts the clocks and runs `work` on `queue`. A known outcome goes to the completion at once.
    /// Returns whether `work` was handed to `queue`.
    @discardableResult
    func begin(
        on queue: DispatchQueue, timerQueue: DispatchQueue, work: @escaping @Sendable () -> Void, completion: @escaping Completion
    ) -> Bool {
        let started = state.withLock { state in
            guard state.outcome == nil else { return false }
            state.completion = completion
            return true
        }
        guard started else {
            completion(state.withLock { $0.outcome } ?? .failure(.cancelled))
            return false
        }
        scheduleCheck(on: timerQueue)
        queue.async(execute: work)
        return true
    }

    /// Decides `.cancelled` unless an outcome is known; never blocks. The completion runs on a
    /// background queue, not on the caller's thread.
    func cancel() {
        finish(.failure(.cancelled), deliverOn: .global(qos: .userInitiated))
    }

    /// Keeps `value` of the response field `name`, unless it is longer than `maxCapturedValueBytes`.
    func capture(_ name: String, _ value: String) {
        guard value.utf8.count <= Self.maxCapturedValueBytes else { return }
        captured.withLock { $0[name.lowercased()] = value }
    }

    /// The response fields kept (`capturedHeaderNames`), by lowercased name.
    var capturedHeaders: [String: String] { captured.withLock { $0 } }

    /// Keeps the body of an answer outside 2xx (`errorBodyLimit`).
    func keep(errorBody: Data) {
        keptErrorBody.withLock { $0 = errorBody }
    }

    /// The body of the last answer outside 2xx, when it was kept.
    var errorBody: Data? { keptErrorBody.withLock { $0 } }

    /// True once the outcome is decided; the worker then stops at the next step.
    var isFinished: Bool {
        state.withLock { $0.outcome != nil }
    }

    /// Something arrived: the idle clock starts again.
    func madeProgress() {
        let now = clock.now
        state.withLock { $0.lastProgress = now }
    }

    func enter(_ phase: Phase) {
        observePhase?(phase)
    }

    /// Decides `outcome` unless one is known. The completion runs inline when `queue` is nil.
    func finish(_ outcome: Result<Data, DownloadError>, deliverOn queue: DispatchQueue? = nil) {
        let decided: (Completion?, ClockTimer?)? = state.withLock { state in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer {
                state.completion = nil
                state.timer = nil
            }
            return (state.completion, state.timer)
        }
        guard let (completion, timer) = decided else { return }
        timer?.cancel()
        if case .failure = outcome { g_cancellable_cancel(cancellablePointer) }
        guard let completion else { return }
        if let queue {
            queue.async { completion(outcome) }
        } else {
            completion(outcome)
        }
    }

    /// When a clock may run out next: the end of the idle timeout or the deadline.
    private static func nextCheck(_ state: State, _ limits: DownloadLimits) -> Duration {
        min(state.lastProgress + limits.idleTimeout, state.deadline)
    }

    /// Sets the timer for the next moment a clock may run out, unless the outcome is known.
    private func scheduleCheck(on timerQueue: DispatchQueue) {
        let now = clock.now
        let delay = state.withLock { state -> Duration? in
            guard state.outcome == nil else { return nil }
            return Self.nextCheck(state, limits) - now
        }
        guard let delay else { return }
        let timer = clock.schedule(after: delay, on: timerQueue) { [weak self] in self?.checkClocks(on: timerQueue) }
        let replaced = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.timer = timer
            return true
        }
        // A finish that came in between found no timer to cancel.
        if !replaced { timer.cancel() }
    }

    /// Runs on the timer: decides a timeout when a clock ran out, or sleeps until the next may.
    private func checkClocks(on timerQueue: DispatchQueue) {
        let now = clock.now
        let expired: DownloadError.Timeout? = state.withLock { state in
            if now >= state.deadline { return .deadline }
            if now >= state.lastProgress + limits.idleTimeout { return .idle }
            return nil
        }
        if let expired {
            finish(.failure(.timeout(expired)), deliverOn: .global(qos: .userInitiated))
        } else {
            scheduleCheck(on: timerQueue)
        }
    }
}
