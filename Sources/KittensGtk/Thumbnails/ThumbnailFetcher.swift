import Foundation
import Locking
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads image bytes with URLSession, refusing bodies over a size cap (checked against
/// `Content-Length` and again as bytes arrive) and statuses other than 2xx. Completions run on
/// a background queue.
///
/// The caller's thread never touches URLSession: creating, resuming and cancelling tasks all
/// happen on a serial control queue. FoundationNetworking does those with `sync` on a work
/// queue that every session shares, and that queue can be busy for seconds (a slow name
/// lookup), which would freeze the GTK main loop.
final class ThumbnailFetcher: NSObject, URLSessionDataDelegate, Sendable {
    typealias Completion = @Sendable (Data?) -> Void

    /// One download, to cancel it. Cancelling before the task exists keeps it from starting.
    final class Handle: Sendable {
        fileprivate struct State {
            var task: URLSessionDataTask?
            var isCancelled = false
        }

        fileprivate let state = Locked(State())
    }

    private struct Transfer {
        var data = Data()
        /// Set when the response was refused: FoundationNetworking may still deliver its body
        /// and end without an error after a `.cancel` disposition.
        var isRefused = false
        let completion: Completion
    }

    private let maxBodyBytes: Int
    private let control = DispatchQueue(label: "kittens.thumbnails.control", qos: .userInitiated)
    private let transfers = Locked<[Int: Transfer]>([:])
    private let session = Locked<URLSession?>(nil)

    init(maxBodyBytes: Int, timeout: TimeInterval) {
        self.maxBodyBytes = maxBodyBytes
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpMaximumConnectionsPerHost = 8
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // No URLCache: with one, FoundationNetworking reads the cache on a background queue
        // before the task's protocol exists, and a cancel landing then traps the process
        // ("Trying to access a behaviour for a task that in not in the registry").
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        self.session.withLock { $0 = session }
    }

    /// Starts a download; `completion` gets the body, or nil on any failure. It is not called
    /// when the handle is cancelled before the download starts.
    func start(_ url: URL, completion: @escaping Completion) -> Handle {
        let handle = Handle()
        control.async { [self] in
            guard let session = session.withLock({ $0 }) else {
                completion(nil)
                return
            }
            guard !handle.state.withLock({ $0.isCancelled }) else {
                completion(nil)
                return
            }
            // No lock is held here: creating a task can wait on FoundationNetworking's work queue.
            let task = session.dataTask(with: url)
            transfers.withLock { $0[task.taskIdentifier] = Transfer(completion: completion) }
            let cancelled = handle.state.withLock { state in
                state.task = task
                return state.isCancelled
            }
            if cancelled { task.cancel() } else { task.resume() }
        }
        return handle
    }

    /// Cancels a download without blocking; its completion then gets nil.
    func cancel(_ handle: Handle) {
        handle.state.withLock { $0.isCancelled = true }
        control.async {
            handle.state.withLock { $0.task }?.cancel()
        }
    }

    /// Cancels every download and releases the session (which holds this delegate strongly),
    /// without blocking.
    func invalidate() {
        guard let session = session.withLock({ session in
            defer { session = nil }
            return session
        }) else { return }
        control.async { session.invalidateAndCancel() }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let acceptable = (200..<300).contains(status) && response.expectedContentLength <= Int64(maxBodyBytes)
        if !acceptable { transfers.withLock { $0[dataTask.taskIdentifier]?.isRefused = true } }
        completionHandler(acceptable ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let withinCap = transfers.withLock { transfers -> Bool in
            guard transfers[dataTask.taskIdentifier] != nil else { return true }
            transfers[dataTask.taskIdentifier]?.data.append(data)
            guard let size = transfers[dataTask.taskIdentifier]?.data.count, size > maxBodyBytes else { return true }
            transfers[dataTask.taskIdentifier]?.data = Data()
            return false
        }
        if !withinCap { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.completion(error == nil && !transfer.isRefused ? transfer.data : nil)
    }
}
