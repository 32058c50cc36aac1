import FoundationEssentials
import KittensSupport
import Logging

/// Logs each page request and its outcome: an info line for the request and for a success, a
/// warning for a failure, and one warning for a page that left entries of its answer out.
/// `describeRequest` must not give away secrets: pass one that redacts them, such as the
/// network source's `describeRequest(limit:page:)`, which goes through `LogRedaction`.
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
        await load(limit: limit, page: page, filters: .none)
    }

    /// Logs as `load(limit:page:)` does; unless the filters are `none`, the request's
    /// description is followed by their query items (`KittenFilters.description`).
    public func load(limit: Int, page: Int, filters: KittenFilters) async -> KittenLoadResult {
        let request = describeRequest(limit, page) + (filters == .none ? "" : " \(filters)")
        logger.info("GET \(request)")
        let start = ContinuousClock.now
        let result = await base.load(limit: limit, page: page, filters: filters)
        let elapsed = ElapsedTime.text(ContinuousClock.now - start)
        switch result {
        case .images(let images, let skipped, let totalCount):
            logger.info("GET \(request): \(images.count) images\(totalCount.map { " of \($0)" } ?? "") in \(elapsed)")
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
