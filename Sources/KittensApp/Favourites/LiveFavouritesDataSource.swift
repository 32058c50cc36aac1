import FoundationEssentials
import Kittens
import KittensNetwork
import KittensSupport

/// The favourites data source of the key in use: TheCatAPI's favourites over libsoup
/// (`SoupFavouritesDataSource`), made at its first request after a key is set
/// (`AccountSources`). Without a key every request fails with 401, and the favourites store,
/// told there is none, sends none. The store sends each request through `bound(to:)` its
/// account: with that key or not at all.
final class LiveFavouritesDataSource: FavouritesServer {
    private let sources: AccountSources<SoupFavouritesDataSource>

    var base: TheCatAPIBase { sources.base }
    var subID: String { sources.subID }

    init(base: TheCatAPIBase, subID: String) {
        sources = AccountSources(base: base, subID: subID) { configuration, session in
            session.map { SoupFavouritesDataSource(configuration: configuration, session: $0) }
                ?? SoupFavouritesDataSource(configuration: configuration)
        }
    }

    /// Sends `apiKey` from the next request on; a request under way keeps the key it started with.
    func use(apiKey: APIKey?) {
        sources.use(apiKey: apiKey)
    }

    /// The requests of `account`: sent with the key in use now, as long as it is, never with
    /// a later one; every request fails without leaving (401) when the key in use now is not
    /// `account`'s.
    func bound(to account: TheCatAPIAccount) -> any FavouritesServer {
        BoundLiveFavouritesDataSource(sources: sources, key: sources.key(of: account))
    }

    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, AccountRequestFailure> {
        await BoundLiveFavouritesDataSource(sources: sources, key: .inUse).listPage(page, limit: limit)
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, AccountRequestFailure> {
        await BoundLiveFavouritesDataSource(sources: sources, key: .inUse).addFavourite(imageID: imageID)
    }

    func removeFavourite(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        await BoundLiveFavouritesDataSource(sources: sources, key: .inUse).removeFavourite(remoteID: remoteID)
    }
}

/// `LiveFavouritesDataSource`'s requests with one key, or with the key in use when each leaves.
private struct BoundLiveFavouritesDataSource: FavouritesServer {
    let sources: AccountSources<SoupFavouritesDataSource>
    let key: AccountSources<SoupFavouritesDataSource>.Key

    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, AccountRequestFailure> {
        guard let current = sources.source(for: key) else { return .failure(AccountRequestFailure(.httpStatus(401))) }
        return await current.listPage(page, limit: limit)
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, AccountRequestFailure> {
        guard let current = sources.source(for: key) else { return .failure(AccountRequestFailure(.httpStatus(401))) }
        return await current.addFavourite(imageID: imageID)
    }

    func removeFavourite(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        guard let current = sources.source(for: key) else { return .failure(AccountRequestFailure(.httpStatus(401))) }
        return await current.removeFavourite(remoteID: remoteID)
    }
}

/// The favourites' source is made at the first request after a key is set, over the session the
/// network connects; each new key reaches them.
extension LiveFavouritesDataSource: TheCatAPIClient {
    @MainActor
    func connect(_ configuration: TheCatAPIConfiguration, session: BoundedDownloader) {
        sources.connect(session: session)
    }

    /// The favourites store sends nothing before it hears of an account.
    @MainActor func open() {}
}
