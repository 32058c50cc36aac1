import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads image bytes with URLSession, refusing bodies over a size cap (checked against
/// `Content-Length` and again as bytes arrive) and statuses other than 2xx. Completions run on
/// a background queue.
final class ThumbnailFetcher: NSObject, URLSessionDataDelegate, Sendable {
    typealias Completion = @Sendable (Data?) -> Void

    private struct Transfer {
        var data = Data()
        let completion: Completion
    }

    private let maxBodyBytes: Int
    private let transfers = Mutex<[Int: Transfer]>([:])
    private let session = Mutex<URLSession?>(nil)

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

    /// Starts a download; `completion` gets the body, or nil on any failure or cancellation.
    func start(_ url: URL, completion: @escaping Completion) -> URLSessionDataTask? {
        guard let session = session.withLock({ $0 }) else { return nil }
        let task = session.dataTask(with: url)
        transfers.withLock { $0[task.taskIdentifier] = Transfer(completion: completion) }
        task.resume()
        return task
    }

    /// Cancels every download and releases the session (which holds this delegate strongly).
    func invalidate() {
        session.withLock { session in
            session?.invalidateAndCancel()
            session = nil
        }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let acceptable = (200..<300).contains(status) && response.expectedContentLength <= Int64(maxBodyBytes)
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
        transfer.completion(error == nil ? transfer.data : nil)
    }
}
