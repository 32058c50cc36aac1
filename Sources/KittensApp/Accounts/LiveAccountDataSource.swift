import Kittens
import KittensNetwork
import KittensSupport

/// A data source of the key in use: `Source` over libsoup, made at its first request after a
/// key is set (`AccountSources`). Without a key every request fails with 401, and the store,
/// told there is none, sends none. The store sends each request through `requests(of:)` its
/// account: with that key or not at all.
final class LiveAccountDataSource<Source: TheCatAPIAccountSource>: Sendable {
    private let sources: AccountSources<Source>

    var base: TheCatAPIBase { sources.base }
    var subID: String { sources.subID }

    /// Until the network connects, a source makes a libsoup session of its own.
    init(base: TheCatAPIBase, subID: String) {
        sources = AccountSources(base: base, subID: subID) { configuration, session in
            session.map { Source(configuration: configuration, session: $0) } ?? Source(configuration: configuration)
        }
    }

    /// Sends `apiKey` from the next request on; a request under way keeps the key it started with.
    func use(apiKey: APIKey?) {
        sources.use(apiKey: apiKey)
    }

    /// The requests of `account`: sent with the key in use now, as long as it is, never with a
    /// later one; every request fails without leaving (401) when the key in use now is not
    /// `account`'s. Those of nil go with the key in use when each leaves.
    func requests(of account: TheCatAPIAccount?) -> AccountRequests<Source> {
        AccountRequests(sources: sources, key: account.map(sources.key(of:)) ?? .inUse)
    }
}

/// Made at the first request after a key is set, over the session the network connects; each
/// new key reaches it.
extension LiveAccountDataSource: TheCatAPIClient {
    @MainActor
    func connect(_ configuration: TheCatAPIConfiguration, session: BoundedDownloader) {
        sources.connect(session: session)
    }

    /// The store sends nothing before it hears of an account.
    @MainActor func open() {}
}

/// `LiveAccountDataSource`'s requests with one key, or with the key in use when each leaves.
struct AccountRequests<Source: Sendable>: Sendable {
    let sources: AccountSources<Source>
    let key: AccountSources<Source>.Key

    /// What `request` answers with the source of `key`; a 401, without leaving, when `key`
    /// sends nothing.
    func send<Success>(_ request: (Source) async -> Result<Success, AccountRequestFailure>) async -> Result<Success, AccountRequestFailure> {
        guard let current = sources.source(for: key) else { return .failure(AccountRequestFailure(.httpStatus(401))) }
        return await request(current)
    }
}
