#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where and how the TheCatAPI data source (`SoupKittenDataSource`) asks for pictures.
public struct TheCatAPIConfiguration: Sendable, Hashable {
    /// TheCatAPI's public search endpoint.
    public static let defaultEndpoint = URL(string: "https://api.thecatapi.com/v1/images/search")!

    /// The search URL; its own query items are kept, `limit` and `page` are added.
    public var endpoint: URL
    /// Sent as `x-api-key` when set and not empty.
    public var apiKey: String?
    /// Seconds without any progress after which a request fails with `.timeout`.
    public var timeout: TimeInterval
    /// Seconds after which a request fails with `.timeout` however steadily its answer arrives.
    public var totalDeadline: TimeInterval
    /// Answers larger than this fail with `.tooLarge`, checked while the body arrives.
    public var maxBodyBytes: Int
    /// More redirects than this for one request fail with `.tooManyRedirects`.
    public var maxRedirects: Int

    public init(
        endpoint: URL = TheCatAPIConfiguration.defaultEndpoint,
        apiKey: String? = nil,
        timeout: TimeInterval = 15,
        totalDeadline: TimeInterval = 30,
        maxBodyBytes: Int = 8 * 1024 * 1024,
        maxRedirects: Int = 5
    ) {
        self.endpoint = endpoint
        self.apiKey = apiKey
        self.timeout = timeout
        self.totalDeadline = totalDeadline
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
    }
}
