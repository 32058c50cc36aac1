import Kittens

extension TheCatAPIConfiguration {
    /// The bounds of one answer from TheCatAPI: `maxBodyBytes` (at most the configuration's),
    /// the idle timeout, the total deadline and the redirects the configuration allows.
    func downloadLimits(maxBodyBytes: Int? = nil) -> DownloadLimits {
        DownloadLimits(
            maxBodyBytes: min(maxBodyBytes ?? self.maxBodyBytes, self.maxBodyBytes),
            idleTimeout: .seconds(clamping: timeout),
            totalDeadline: .seconds(clamping: totalDeadline),
            maxRedirects: maxRedirects
        )
    }
}
