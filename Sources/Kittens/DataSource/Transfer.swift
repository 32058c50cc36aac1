import Foundation
import Locking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request in flight: its body so far, the limits it is held to, and the caller waiting for it.
/// The first outcome decided (cancelled, too large, a bad status ...) wins over what URLSession
/// reports afterwards, since cancelling the task makes URLSession report `.cancelled`.
final class Transfer: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var continuation: CheckedContinuation<KittenLoadResult, Never>?
        var body = Data()
        var decided: KittenLoadResult?
        var redirects = 0
        var isFinished = false
        var timer: TransferTimer?
    }

    private let limit: Int
    private let maxBodyBytes: Int
    private let maxRedirects: Int
    private let state = Locked(State())
    private let timeout: TimeInterval
    private let deadline: TimeInterval
    private let timerQueue: DispatchQueue

    /// `limit` is the most pictures the answer may give. `timeout` is the longest wait for any
    /// progress, `deadline` the longest the whole transfer may take. `timerQueue` is the
    /// session's delegate queue, so the timeouts are serialised with the callbacks.
    init(
        limit: Int, maxBodyBytes: Int, maxRedirects: Int, timeout: TimeInterval, deadline: TimeInterval,
        timerQueue: DispatchQueue
    ) {
        self.limit = limit
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
        self.timeout = timeout
        self.deadline = deadline
        self.timerQueue = timerQueue
    }

    /// Creates and returns the task unless the transfer was cancelled already, in which case the
    /// caller is answered at once and nil is returned.
    func start(
        _ makeTask: () -> URLSessionDataTask,
        continuation: CheckedContinuation<KittenLoadResult, Never>
    ) -> URLSessionDataTask? {
        let task: URLSessionDataTask? = state.withLock { state in
            guard state.decided == nil else { return nil }
            state.continuation = continuation
            let task = makeTask()
            state.task = task
            return task
        }
        if task == nil {
            continuation.resume(returning: .cancelled)
        } else {
            let timer = TransferTimer(idleTimeout: timeout, deadline: deadline, queue: timerQueue) { [weak self] in
                self?.expire()
            }
            state.withLock { $0.timer = timer }
            timer.start()
        }
        return task
    }

    func cancel() {
        decide(.cancelled)?.cancel()
    }

    private func expire() {
        decide(.failure(.timeout))?.cancel()
    }

    func accept(_ response: URLResponse) -> URLSession.ResponseDisposition {
        state.withLock { $0.timer }?.restart()
        guard let response = response as? HTTPURLResponse else {
            decide(.failure(.malformed("not an HTTP response")))
            return .cancel
        }
        guard (200...299).contains(response.statusCode) else {
            decide(.failure(.httpStatus(response.statusCode)))
            return .cancel
        }
        if response.expectedContentLength > Int64(maxBodyBytes) {
            decide(.failure(.tooLarge(limitBytes: maxBodyBytes)))
            return .cancel
        }
        return .allow
    }

    /// False when the body grew past the limit and the task must be cancelled.
    func append(_ data: Data) -> Bool {
        state.withLock { $0.timer }?.restart()
        let fits = state.withLock { state in
            state.body.append(data)
            return state.body.count <= maxBodyBytes
        }
        if !fits { decide(.failure(.tooLarge(limitBytes: maxBodyBytes))) }
        return fits
    }

    /// False when one redirect too many was asked for and the task must be cancelled.
    func allowRedirect() -> Bool {
        let allowed = state.withLock { state in
            state.redirects += 1
            return state.redirects <= maxRedirects
        }
        if !allowed { decide(.failure(.tooManyRedirects)) }
        return allowed
    }

    func complete(with error: (any Error)?) {
        let finished: (CheckedContinuation<KittenLoadResult, Never>, KittenLoadResult?, Data)? = state.withLock { state in
            guard !state.isFinished, let continuation = state.continuation else { return nil }
            state.isFinished = true
            state.continuation = nil
            state.task = nil
            state.timer?.stop()
            state.timer = nil
            defer { state.body = Data() }
            return (continuation, state.decided, state.body)
        }
        guard let (continuation, decided, body) = finished else { return }
        continuation.resume(returning: decided ?? outcome(error: error, body: body))
    }

    private func outcome(error: (any Error)?, body: Data) -> KittenLoadResult {
        if let error { return .transportFailure(error) }
        return .answer(body, limit: limit)
    }

    /// Records `outcome` unless one was decided before; returns the task to cancel.
    @discardableResult
    private func decide(_ outcome: KittenLoadResult) -> URLSessionDataTask? {
        state.withLock { state in
            guard !state.isFinished else { return nil }
            if state.decided == nil { state.decided = outcome }
            return state.task
        }
    }
}

