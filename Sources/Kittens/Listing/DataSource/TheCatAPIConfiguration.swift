import FoundationEssentials
import KittensSupport

/// Where and how the TheCatAPI data sources (`SoupListingDataSource`, `SoupBreedDataSource`) ask.
public struct TheCatAPIConfiguration: Sendable, Hashable {
    /// TheCatAPI's public search endpoint, `TheCatAPIBase.standard.imagesSearch`.
    public static let defaultEndpoint = TheCatAPIBase.standard.imagesSearch

    /// The API's root: breeds and favourites live under it, and the key goes to its origin only.
    public var base: TheCatAPIBase
    /// The search URL; its own query items are kept, `limit` and `page` are added.
    public var endpoint: URL
    /// Sent as `x-api-key` when set and not empty, and only to the origin of `base`.
    public var apiKey: APIKey?
    /// Seconds without any progress after which a request fails with `.timeout`.
    public var timeout: TimeInterval
    /// Seconds after which a request fails with `.timeout` however steadily its answer arrives.
    public var totalDeadline: TimeInterval
    /// Answers larger than this fail with `.tooLarge`, checked while the body arrives.
    public var maxBodyBytes: Int
    /// More redirects than this for one request fail with `.tooManyRedirects`.
    public var maxRedirects: Int

    /// With neither `base` nor `endpoint`, TheCatAPI's own. With `endpoint` alone, the base is
    /// the endpoint without its trailing `images/search` (`TheCatAPIBase(searchEndpoint:)`);
    /// with `base` alone, pictures come from `{base}/images/search`; with both, pictures come
    /// from `endpoint` and the rest from `base`.
    public init(
        endpoint: URL? = nil,
        base: TheCatAPIBase? = nil,
        apiKey: APIKey? = nil,
        timeout: TimeInterval = 15,
        totalDeadline: TimeInterval = 30,
        maxBodyBytes: Int = 8 * 1024 * 1024,
        maxRedirects: Int = 5
    ) {
        let resolvedBase = base ?? endpoint.flatMap { TheCatAPIBase(searchEndpoint: $0) } ?? .standard
        self.base = resolvedBase
        self.endpoint = endpoint ?? resolvedBase.imagesSearch
        self.apiKey = apiKey
        self.timeout = timeout
        self.totalDeadline = totalDeadline
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
    }
}
