import Foundation
import Logging

/// Logs each page request and its outcome: an info line for the request and for a success, a
/// warning for a failure, and one warning for a page that left entries of its answer out.
/// `describeRequest` must not give away secrets: `TheCatAPIDataSource.logging(to:)` redacts them.
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
        case .images(let images, let skipped):
            logger.info("GET \(request): \(images.count) images in \(elapsed)")
            if skipped.total > 0 {
                logger.warning("GET \(request): skipped \(skipped.total) of the answer's entries: \(skipped.summary)")
            }
        case .failure(let error):
            logger.warning("GET \(request) failed after \(elapsed): \(error) – \(error.message)")
        case .cancelled:
            logger.info("GET \(request): cancelled after \(elapsed)")
        }
        return result
    }
}

extension TheCatAPIDataSource {
    /// This source with a line logged for each request and outcome. The request's URL is logged
    /// with its secrets redacted (`LogRedaction`), the configured API key among them.
    public func logging(to logger: Logger) -> LoggingKittenDataSource {
        let secrets = [configuration.apiKey].compactMap { $0 }
        return LoggingKittenDataSource(wrapping: self, logger: logger) { [self] limit, page in
            guard let url = request(limit: limit, page: page)?.url else { return "page \(page) (limit \(limit))" }
            return LogRedaction.redact(url, hiding: secrets)
        }
    }
}
