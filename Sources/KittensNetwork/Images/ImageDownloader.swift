import FoundationEssentials

/// Downloads picture bytes (thumbnails, the viewer's pictures) with a body cap. Concurrency is
/// the caller's to bound; keep it under the downloader's connection limits.
public final class ImageDownloader: Sendable {
    public static let defaultLimits = DownloadLimits(maxBodyBytes: 4 * 1024 * 1024)

    public let limits: DownloadLimits
    private let downloader: BoundedDownloader

    /// Creates the libsoup session on the calling thread.
    public init(limits: DownloadLimits = ImageDownloader.defaultLimits, downloader: BoundedDownloader.Configuration = .init()) {
        self.limits = limits
        self.downloader = BoundedDownloader(configuration: downloader)
    }

    /// Starts downloading `url`. `completion` runs exactly once, on a background thread, also
    /// after a cancel (with `.cancelled`); it should return quickly.
    public func start(_ url: URL, completion: @escaping @Sendable (Result<Data, DownloadError>) -> Void) -> DownloadHandle {
        downloader.start(DownloadRequest(url: url, headers: [.init(name: "Accept", value: "image/*")]), limits: limits, completion: completion)
    }

    /// Ends the download with `.cancelled` unless it ended already. Never blocks; any thread.
    public func cancel(_ handle: DownloadHandle) {
        handle.cancel()
    }
}
