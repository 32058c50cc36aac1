import Kittens
import KittensNetwork
import KittensSupport
import Locking

/// The TheCatAPI data source whose key can change while the app runs: the next load uses the
/// key last given to `use(apiKey:)`, through a libsoup source made for it on the main thread.
public final class LiveDataSource: KittenDataSource {
    private let source: Locked<SoupKittenDataSource>

    /// Makes the first libsoup source, for `configuration`, on the calling (main) thread.
    @MainActor
    public init(configuration: TheCatAPIConfiguration) {
        source = Locked(SoupKittenDataSource(configuration: configuration))
    }

    /// The settings of the source the next load uses.
    public var configuration: TheCatAPIConfiguration { source.withLock { $0.configuration } }

    /// Sends `apiKey` from the next load on; a load under way keeps the key it started with.
    @MainActor
    public func use(apiKey: APIKey?) {
        var configuration = self.configuration
        guard configuration.apiKey != apiKey else { return }
        configuration.apiKey = apiKey
        let replacement = SoupKittenDataSource(configuration: configuration)
        source.withLock { $0 = replacement }
    }

    public func load(limit: Int, page: Int) async -> KittenLoadResult {
        await load(limit: limit, page: page, filters: .none)
    }

    public func load(limit: Int, page: Int, filters: KittenFilters) async -> KittenLoadResult {
        let current = source.withLock { $0 }
        return await current.load(limit: limit, page: page, filters: filters)
    }

    /// The next request for a log line, every secret redacted.
    public func describeRequest(limit: Int, page: Int) -> String {
        SoupKittenDataSource.describeRequest(configuration: configuration, limit: limit, page: page)
    }
}
