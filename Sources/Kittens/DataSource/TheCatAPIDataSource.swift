import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads kittens from TheCatAPI with `GET {endpoint}?limit=L&page=P`, through one ephemeral
/// URLSession whose delegate runs on its own serial Dispatch queue.
public final class TheCatAPIDataSource: KittenDataSource {
    public let configuration: TheCatAPIConfiguration
    private let session: URLSession
    private let delegate: TransferDelegate
    private let delegateQueue: DispatchQueue

    public init(configuration: TheCatAPIConfiguration = TheCatAPIConfiguration()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = Self.sessionTimeout(configuration.timeout)
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpCookieStorage = nil
        delegateQueue = DispatchQueue(label: "kittens.thecatapi.transfers")
        let operationQueue = OperationQueue()
        operationQueue.underlyingQueue = delegateQueue
        operationQueue.maxConcurrentOperationCount = 1
        delegate = TransferDelegate()
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: operationQueue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func load(limit: Int, page: Int) async -> KittenLoadResult {
        guard !Task.isCancelled else { return .cancelled }
        guard let request = request(limit: limit, page: page) else {
            return .failure(.malformed("endpoint cannot take a query"))
        }
        let transfer = Transfer(
            limit: limit,
            maxBodyBytes: configuration.maxBodyBytes,
            maxRedirects: configuration.maxRedirects,
            timeout: configuration.timeout,
            deadline: configuration.totalDeadline,
            timerQueue: delegateQueue
        )
        let session = session
        let delegate = delegate
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = transfer.start({ session.dataTask(with: request) }, continuation: continuation)
                guard let task else { return }
                delegate.register(transfer, for: task)
                task.resume()
            }
        } onCancel: {
            transfer.cancel()
        }
    }

    /// URLSession's own timeout, a backstop only: it counts whole seconds on Linux, so it is kept
    /// above the configured timeout, which the transfer enforces itself.
    private static func sessionTimeout(_ timeout: TimeInterval) -> TimeInterval {
        max(1, timeout.rounded(.up)) + 1
    }

    /// The request for one page, or nil when the endpoint is not a URL that takes a query.
    public func request(limit: Int, page: Int) -> URLRequest? {
        guard var components = URLComponents(url: configuration.endpoint, resolvingAgainstBaseURL: true) else {
            return nil
        }
        let kept = (components.queryItems ?? []).filter { $0.name != "limit" && $0.name != "page" }
        components.queryItems = kept + [
            URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "page", value: String(page)),
        ]
        guard let url = components.url else { return nil }
        var request = URLRequest(url: url, timeoutInterval: Self.sessionTimeout(configuration.timeout))
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let apiKey = configuration.apiKey, !apiKey.isEmpty {
            request.setValue(apiKey, forHTTPHeaderField: "x-api-key")
        }
        return request
    }
}
