import FoundationEssentials
import Kittens
import KittensSupport

/// Loads kittens from TheCatAPI with `GET {endpoint}?limit=L&page=P` over libsoup: `Accept:
/// application/json`, and `x-api-key` when a key is set, sent only when the endpoint is on the
/// API base's origin, and never on a redirect to another origin.
///
/// With a key, TheCatAPI lists its pictures in a fixed order and counts them: a page asks for
/// `order=ASC` unless the filters or the endpoint choose an order, and the answer's
/// `Pagination-Count` becomes the result's `totalCount` (`TheCatAPIPage.totalCount(from:)`).
/// Without a key, pages are random and no total is passed on.
///
/// A 429 or 503 answer is `ListingLoadError.serverBusy`, with the wait its `Retry-After` asks
/// for (delta-seconds or an HTTP-date, at most `ListingBusyRetry.maximumSeconds`).
///
/// `configuration.timeout` is the idle timeout and `configuration.totalDeadline` bounds a whole
/// load, however steadily its answer arrives.
public final class SoupListingDataSource: ListingDataSource {
    public let configuration: TheCatAPIConfiguration
    public let limits: DownloadLimits
    private let downloader: BoundedDownloader
    /// The time a `Retry-After` date is counted from.
    private let now: @Sendable () -> Date
    /// The libsoup session the loads go over.
    public var session: BoundedDownloader { downloader }

    /// Creates a libsoup session of its own on the calling thread. `clock` keeps the loads'
    /// timeouts; `now` is the time a `Retry-After` date is counted from.
    public convenience init(
        configuration: TheCatAPIConfiguration = TheCatAPIConfiguration(),
        downloader: BoundedDownloader.Configuration = BoundedDownloader.Configuration(),
        clock: any TimerClock = SystemClock(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(configuration: configuration, session: BoundedDownloader(configuration: downloader, clock: clock), now: now)
    }

    /// Sends over `session`, which other sources may share: the app's TheCatAPI requests all go
    /// over one.
    public init(configuration: TheCatAPIConfiguration, session: BoundedDownloader, now: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        limits = configuration.downloadLimits()
        downloader = session
        self.now = now
    }

    public func load(limit: Int, page: Int) async -> ListingLoadResult {
        await load(limit: limit, page: page, filters: .none)
    }

    /// Loads one page that matches `filters` (see `request(configuration:limit:page:filters:)`),
    /// in ascending order with a key unless an order was chosen.
    public func load(limit: Int, page: Int, filters: ListingFilters) async -> ListingLoadResult {
        guard !Task.isCancelled else { return .cancelled }
        let filters = TheCatAPIPage.filters(filters, endpoint: configuration.endpoint, hasKey: configuration.apiKey != nil)
        guard let request = Self.request(configuration: configuration, limit: limit, page: page, filters: filters) else {
            return .failure(.malformed("endpoint cannot take a query"))
        }
        let exchange = await downloader.exchange(
            request, limits: limits, capturingHeaders: [TheCatAPIPage.countHeader, RetryAfter.header], errorBodyLimit: 0)
        switch exchange.result {
        case .success(let body):
            // A key gets a fixed order, the only one whose pages follow one another and whose
            // total counts; without one, or with `order=RAND`, each page is drawn at random.
            let drawnAtRandom = configuration.apiKey == nil || filters.order == .random
            let total = drawnAtRandom ? nil : TheCatAPIPage.totalCount(from: exchange.headers[TheCatAPIPage.countHeader.lowercased()])
            return .answer(body, limit: limit, totalCount: total, drawnAtRandom: drawnAtRandom)
        case .failure(let error):
            return exchange.outcome(of: error, now: now())
        }
    }

    /// The request for one page, or nil when the endpoint is not a URL that takes a query.
    public func request(limit: Int, page: Int) -> DownloadRequest? {
        Self.request(configuration: configuration, limit: limit, page: page)
    }

    /// `request(limit:page:)` for `configuration`, without a session.
    /// `{endpoint}?limit=L&page=P`, then `breed_ids` (each id percent-encoded), `mime_types`,
    /// `has_breeds=1` and `order` as `filters` asks.
    public static func request(
        configuration: TheCatAPIConfiguration, limit: Int, page: Int, filters: ListingFilters = .none
    ) -> DownloadRequest? {
        guard let url = TheCatAPIPage.url(endpoint: configuration.endpoint, limit: limit, page: page, filters: filters) else { return nil }
        return TheCatAPIRequest.get(url, configuration: configuration)
    }

    /// The request for one page as a log line: its URL with every secret redacted (`LogRedaction`),
    /// the configured key among them, for the log.
    public func describeRequest(limit: Int, page: Int) -> String {
        Self.describeRequest(configuration: configuration, limit: limit, page: page)
    }

    /// `describeRequest(limit:page:)` for `configuration`, without a session: for logging the
    /// requests of a source made later.
    public static func describeRequest(configuration: TheCatAPIConfiguration, limit: Int, page: Int) -> String {
        guard let url = request(configuration: configuration, limit: limit, page: page)?.url else { return "page \(page) (limit \(limit))" }
        return LogRedaction.redact(url, hiding: [configuration.apiKey?.revealed].compactMap { $0 })
    }
}
