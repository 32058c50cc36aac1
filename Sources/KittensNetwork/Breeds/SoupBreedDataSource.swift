import FoundationEssentials
import Kittens
import KittensSupport

/// Loads the breeds from TheCatAPI with `GET {base}/breeds` over libsoup (`BoundedDownloader`):
/// `Accept: application/json`, and `x-api-key` when a key is set, to the base's origin only.
/// The answer is bounded by the smaller of `configuration.maxBodyBytes` and
/// `BreedParser.maxBodyBytes`, and read by `BreedParser`. A 429 or 503 answer is
/// `ListingLoadError.serverBusy`, with the wait its `Retry-After` asks for, as the listing's.
public final class SoupBreedDataSource: BreedDataSource {
    public let configuration: TheCatAPIConfiguration
    public let limits: DownloadLimits
    private let downloader: BoundedDownloader
    /// The time a `Retry-After` date is counted from.
    private let now: @Sendable () -> Date

    /// Creates a libsoup session of its own on the calling thread.
    public convenience init(
        configuration: TheCatAPIConfiguration = TheCatAPIConfiguration(),
        downloader: BoundedDownloader.Configuration = BoundedDownloader.Configuration()
    ) {
        self.init(configuration: configuration, session: BoundedDownloader(configuration: downloader))
    }

    /// Sends over `session`, which other sources may share; `now` is the time a `Retry-After`
    /// date is counted from.
    public init(configuration: TheCatAPIConfiguration, session: BoundedDownloader, now: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        limits = configuration.downloadLimits(maxBodyBytes: BreedParser.maxBodyBytes)
        downloader = session
        self.now = now
    }

    public func loadBreeds() async -> BreedLoadResult {
        guard !Task.isCancelled else { return .cancelled }
        let exchange = await downloader.exchange(request, limits: limits, capturingHeaders: [RetryAfter.header], errorBodyLimit: 0)
        switch exchange.result {
        case .success(let body):
            return .answer(body)
        case .failure(let error):
            switch exchange.outcome(of: error, now: now()) {
            case .failure(let reason): return .failure(reason)
            case .cancelled, .images: return .cancelled
            }
        }
    }

    /// The request: `GET {base}/breeds`, the key only to the base's origin.
    public var request: DownloadRequest {
        TheCatAPIRequest.get(configuration.base.breeds, configuration: configuration)
    }
}
