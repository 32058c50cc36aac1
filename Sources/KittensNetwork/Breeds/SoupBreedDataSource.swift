import FoundationEssentials
import Kittens
import KittensSupport

/// Loads the breeds from TheCatAPI with `GET {base}/breeds` over libsoup (`BoundedDownloader`):
/// `Accept: application/json`, and `x-api-key` when a key is set, to the base's origin only.
/// The answer is bounded by the smaller of `configuration.maxBodyBytes` and
/// `BreedParser.maxBodyBytes`, and read by `BreedParser`.
public final class SoupBreedDataSource: BreedDataSource {
    public let configuration: TheCatAPIConfiguration
    public let limits: DownloadLimits
    private let downloader: BoundedDownloader

    /// Creates a libsoup session of its own on the calling thread.
    public convenience init(
        configuration: TheCatAPIConfiguration = TheCatAPIConfiguration(),
        downloader: BoundedDownloader.Configuration = BoundedDownloader.Configuration()
    ) {
        self.init(configuration: configuration, session: BoundedDownloader(configuration: downloader))
    }

    /// Sends over `session`, which other sources may share.
    public init(configuration: TheCatAPIConfiguration, session: BoundedDownloader) {
        self.configuration = configuration
        limits = configuration.downloadLimits(maxBodyBytes: BreedParser.maxBodyBytes)
        downloader = session
    }

    public func loadBreeds() async -> BreedLoadResult {
        guard !Task.isCancelled else { return .cancelled }
        switch await downloader.download(request, limits: limits) {
        case .success(let body):
            return .answer(body)
        case .failure(let error):
            switch ListingLoadResult(error) {
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
