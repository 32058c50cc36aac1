import FoundationEssentials
import Kittens

/// The GET requests of TheCatAPI's data sources: JSON accepted, and the key only where it belongs.
enum TheCatAPIRequest {
    /// `GET url` with `Accept: application/json`, and `x-api-key` when a key is set and `url` is
    /// on the origin of the configured base (scheme, host and port); the key is scoped to that
    /// origin, so no redirect carries it elsewhere.
    static func get(_ url: URL, configuration: TheCatAPIConfiguration) -> DownloadRequest {
        var headers = [DownloadRequest.Header(name: "Accept", value: "application/json")]
        if let apiKey = configuration.apiKey, !apiKey.isEmpty, let origin = Origin(url), origin == Origin(configuration.base.url) {
            headers.append(DownloadRequest.Header(name: "x-api-key", value: apiKey.revealed, scope: .originOnly))
        }
        return DownloadRequest(url: url, headers: headers)
    }
}
