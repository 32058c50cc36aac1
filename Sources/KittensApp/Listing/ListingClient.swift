import Kittens
import KittensNetwork
import KittensSupport
import Locking
import Logging

/// The listing's pages from TheCatAPI in a live run (`TheCatAPIClient`): the source is made over
/// the network's session when it connects, after the window's first frame (so the GIO modules
/// libsoup loads stay off the start-up path), and pages asked for before the network opens wait for it.
/// A load whose task is cancelled while it waits ends with `.cancelled` without sending. The
/// next load uses the key last given to `use(apiKey:)`; a load under way keeps its own.
///
/// Each request and its outcome is logged: an info line for the request and for a success, a
/// warning for a failure, and one warning for a page that left entries of its answer out. The
/// request is its URL with every secret redacted (`SoupListingDataSource.describeRequest`).
final class ListingClient: ListingDataSource, TheCatAPIClient {
    private struct State {
        var source: SoupListingDataSource?
        var session: BoundedDownloader?
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())
    private let logger: Logger

    init(logger: Logger = Logger(label: "kittens.network")) {
        self.logger = logger
    }

    func load(limit: Int, page: Int) async -> ListingLoadResult {
        await load(limit: limit, page: page, filters: .none)
    }

    func load(limit: Int, page: Int, filters: ListingFilters) async -> ListingLoadResult {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
        guard !Task.isCancelled, let source = state.withLock({ $0.source }) else { return .cancelled }
        let request = source.describeRequest(limit: limit, page: page) + (filters == .none ? "" : " \(filters)")
        logger.info("GET \(request)")
        let start = ContinuousClock.now
        let result = await source.load(limit: limit, page: page, filters: filters)
        log(result, of: request, after: ContinuousClock.now - start)
        return result
    }

    private func log(_ result: ListingLoadResult, of request: String, after duration: Duration) {
        let elapsed = ElapsedTime.text(duration)
        switch result {
        case .images(let images, let skipped, let totalCount, _):
            logger.info("GET \(request): \(images.count) images\(totalCount.map { " of \($0)" } ?? "") in \(elapsed)")
            if skipped.total > 0 {
                logger.warning("GET \(request): skipped \(skipped.total) of the answer's entries: \(skipped.summary)")
            }
        case .failure(let error):
            logger.warning("GET \(request) failed after \(elapsed): \(error) – \(error.message)")
        case .cancelled:
            logger.info("GET \(request): cancelled after \(elapsed)")
        }
    }

    /// Loads waiting for the network to open. For tests.
    var waitingLoadCount: Int { state.withLock { $0.waiting.count } }

    /// The settings of the source the next load uses; nil before the network connects.
    var configuration: TheCatAPIConfiguration? { state.withLock { $0.source?.configuration } }

    /// The session the next load goes over; nil before the network connects.
    var session: BoundedDownloader? { state.withLock { $0.source?.session } }

    @MainActor
    func connect(_ configuration: TheCatAPIConfiguration, session: BoundedDownloader) {
        let source = SoupListingDataSource(configuration: configuration, session: session)
        state.withLock { state in
            guard state.source == nil else { return }
            state.source = source
            state.session = session
        }
    }

    /// The source of the new key shares the session.
    @MainActor
    func use(apiKey: APIKey?) {
        state.withLock { state in
            guard let session = state.session, var configuration = state.source?.configuration, configuration.apiKey != apiKey
            else { return }
            configuration.apiKey = apiKey
            state.source = SoupListingDataSource(configuration: configuration, session: session)
        }
    }

    @MainActor
    func open() {
        let waiting: [CheckedContinuation<Void, Never>] = state.withLock { state in
            guard !state.isOpen else { return [] }
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
