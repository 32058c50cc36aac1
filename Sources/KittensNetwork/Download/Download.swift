internal import CSoup
internal import GLibRuntime
import Dispatch
import FoundationEssentials
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
        var timer: (any DispatchSourceTimer)?
        var lastProgress: UInt64
        let deadline: UInt64
    }

    let request: DownloadRequest
    let limits: DownloadLimits
    /// Cancelled once the outcome is decided, unless the outcome is the body.
    let cancellable: GObjectRef<GCancellable>
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
        errorBodyLimit: Int = 0, observePhase: (@Sendable (Phase) -> Void)? = nil
    ) {
        self.request = request
        self.limits = limits
        self.errorBodyLimit = max(errorBodyLimit, 0)
        self.observePhase = observePhase
        self.capturedHeaderNames = capturedHeaderNames
        cancellable = GObjectRef(owning: g_cancellable_new())
        let now = DispatchTime.now().uptimeNanoseconds
        let deadline = now.addingReportingOverflow(limits.totalDeadline.clampedNanoseconds)
        state = Locked(State(lastProgress: now, deadline: deadline.overflow ? .max : deadline.partialValue))
    }

    var cancellablePointer: UnsafeMutablePointer<GCancellable> { cancellable.pointer }

    /// Registers the completion and, unless the outcome is known already (a cancel came first),
    /// starts the clocks and runs `work` on `queue`. A known outcome goes to the completion at once.
    func begin(on queue: DispatchQueue, timerQueue: DispatchQueue, work: @escaping @Sendable () -> Void, completion: @escaping Completion) {
        let started: (any DispatchSourceTimer)? = state.withLock { state in
            guard state.outcome == nil else { return nil }
            state.completion = completion
            let timer = DispatchSource.makeTimerSource(queue: timerQueue)
            timer.setEventHandler { [weak self] in self?.checkClocks() }
            timer.schedule(deadline: Self.nextCheck(state, limits), leeway: .milliseconds(2))
            state.timer = timer
            return timer
        }
        guard let timer = started else {
            completion(state.withLock { $0.outcome } ?? .failure(.cancelled))
            return
        }
        // A finish that came in between cancelled the timer already; resuming a cancelled
        // source is harmless, releasing a suspended one is not.
        timer.resume()
        queue.async(execute: work)
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
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock { $0.lastProgress = now }
    }

    func enter(_ phase: Phase) {
        observePhase?(phase)
    }

    /// Decides `outcome` unless one is known. The completion runs inline when `queue` is nil.
    func finish(_ outcome: Result<Data, DownloadError>, deliverOn queue: DispatchQueue? = nil) {
        let decided: (Completion?, (any DispatchSourceTimer)?)? = state.withLock { state in
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

    private static func nextCheck(_ state: State, _ limits: DownloadLimits) -> DispatchTime {
        let idleEnd = state.lastProgress.addingReportingOverflow(limits.idleTimeout.clampedNanoseconds)
        return DispatchTime(uptimeNanoseconds: min(idleEnd.overflow ? .max : idleEnd.partialValue, state.deadline))
    }

    /// Runs on the timer: decides a timeout when a clock ran out, or sleeps until the next may.
    private func checkClocks() {
        let now = DispatchTime.now().uptimeNanoseconds
        let expired: DownloadError.Timeout? = state.withLock { state in
            if now >= state.deadline { return .deadline }
            let idleEnd = state.lastProgress.addingReportingOverflow(limits.idleTimeout.clampedNanoseconds)
            if !idleEnd.overflow && now >= idleEnd.partialValue { return .idle }
            return nil
        }
        if let expired {
            finish(.failure(.timeout(expired)), deliverOn: .global(qos: .userInitiated))
        } else {
            state.withLock { state in
                state.timer?.schedule(deadline: Self.nextCheck(state, limits), leeway: .milliseconds(2))
            }
        }
    }
}
