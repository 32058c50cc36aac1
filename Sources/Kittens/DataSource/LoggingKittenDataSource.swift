import Foundation
import Logging

/// Logs each page request and its outcome: an info line for the request (its URL, which never
/// holds the API key: that travels in a header) and for a success, a warning for a failure.
public struct LoggingKittenDataSource: KittenDataSource {
    private let base: any KittenDataSource
    private let logger: Logger
    private let describeRequest: @Sendable (_ limit: Int, _ page: Int) -> String

    public init(
        wrapping base: any KittenDataSource,
        logger: Logger,
        describeRequest: @escaping @Sendable (_ limit: Int, _ page: Int) -> String = { limit, page in
            "page \(page) (limit \(limit))"
        }
    ) {
        self.base = base
        self.logger = logger
        self.describeRequest = describeRequest
    }

    public func load(limit: Int, page: Int) async -> KittenLoadResult {
        let request = describeRequest(limit, page)
        logger.info("GET \(request)")
        let start = ContinuousClock.now
        let result = await base.load(limit: limit, page: page)
        let elapsed = (ContinuousClock.now - start).formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow))
        switch result {
        case .images(let images):
            logger.info("GET \(request): \(images.count) images in \(elapsed)")
        case .failure(let error):
            logger.warning("GET \(request) failed after \(elapsed): \(error) – \(error.message)")
        case .cancelled:
            logger.info("GET \(request): cancelled after \(elapsed)")
        }
        return result
    }
}

extension TheCatAPIDataSource {
    /// This source with a line logged for each request and outcome.
    public func logging(to logger: Logger) -> LoggingKittenDataSource {
        LoggingKittenDataSource(wrapping: self, logger: logger) { [self] limit, page in
            request(limit: limit, page: page)?.url?.absoluteString ?? "page \(page) (limit \(limit))"
        }
    }
}
