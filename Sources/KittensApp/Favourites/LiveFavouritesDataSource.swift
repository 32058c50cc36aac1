import FoundationEssentials
import Kittens
import KittensNetwork
import KittensSupport
import Locking

/// The favourites data source of the key in use: TheCatAPI's favourites over libsoup
/// (`SoupFavouritesDataSource`), made at its first request after a key is set, so that no
/// session is made (nor libsoup loaded) while there is no key. Without a key every request
/// fails with 401, and the favourites store, told there is none, sends none.
///
/// The store sends each request through `bound(to:)` its account: a request made for one key
/// goes out with that key or not at all, even when the key changes before it leaves (the app
/// swaps the key here before the store hears of it).
final class LiveFavouritesDataSource: FavouritesServer {
    private struct Current {
        var configuration: FavouritesConfiguration?
        var source: SoupFavouritesDataSource?
        /// Counts the keys used: a request bound to an earlier one is not sent.
        var generation = 0
    }

    /// The session TheCatAPI's requests share, once the network connects; until then a source
    /// makes its own.
    private let session = Locked<BoundedDownloader?>(nil)

    let base: TheCatAPIBase
    let subID: String
    private let current = Locked(Current())

    init(base: TheCatAPIBase, subID: String) {
        self.base = base
        self.subID = subID
    }

    /// Sends `apiKey` from the next request on; a request under way keeps the key it started with.
    func use(apiKey: APIKey?) {
        let configuration = apiKey.flatMap { $0.isEmpty ? nil : FavouritesConfiguration(base: base, apiKey: $0, subID: subID) }
        current.withLock { current in
            guard current.configuration != configuration else { return }
            current = Current(configuration: configuration, source: nil, generation: current.generation + 1)
        }
    }

    /// The requests of `account`: sent with the key in use now, as long as it is, never with
    /// a later one; every request fails without leaving (401) when the key in use now is not
    /// `account`'s.
    func bound(to account: FavouritesAccount) -> any FavouritesServer {
        let generation = current.withLock { current in
            current.configuration.flatMap { FavouritesAccount.of(base: base, subID: subID, apiKey: $0.apiKey) } == account
                ? current.generation : nil
        }
        return BoundLiveFavouritesDataSource(source: self, key: generation.map(BoundLiveFavouritesDataSource.Key.generation) ?? .none)
    }

    /// The source of the key in use, made at its first request; nil without a key, or when
    /// the key is no longer that of `generation` (when given).
    fileprivate func source(of generation: Int? = nil) -> SoupFavouritesDataSource? {
        current.withLock { current in
            guard generation.map({ $0 == current.generation }) ?? true else { return nil }
            if current.source == nil, let configuration = current.configuration {
                current.source = session.withLock { $0 }.map { SoupFavouritesDataSource(configuration: configuration, session: $0) }
                    ?? SoupFavouritesDataSource(configuration: configuration)
            }
            return current.source
        }
    }

    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, FavouritesRequestFailure> {
        await BoundLiveFavouritesDataSource(source: self, key: .inUse).listPage(page, limit: limit)
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, FavouritesRequestFailure> {
        await BoundLiveFavouritesDataSource(source: self, key: .inUse).addFavourite(imageID: imageID)
    }

    func removeFavourite(remoteID: String) async -> Result<Void, FavouritesRequestFailure> {
        await BoundLiveFavouritesDataSource(source: self, key: .inUse).removeFavourite(remoteID: remoteID)
    }
}

/// `LiveFavouritesDataSource`'s requests with one key (`bound(to:)`), or with the key in use
/// when each leaves: each takes the source of its key, or fails without leaving (401) when
/// there is none.
private struct BoundLiveFavouritesDataSource: FavouritesServer {
    enum Key {
        /// The key in use when the request leaves.
        case inUse
        /// The key of this generation (`LiveFavouritesDataSource.Current.generation`) only.
        case generation(Int)
        /// None: the account asked for was not the key's in use.
        case none
    }

    let source: LiveFavouritesDataSource
    let key: Key

    private func current() -> SoupFavouritesDataSource? {
        switch key {
        case .inUse: source.source()
        case .generation(let generation): source.source(of: generation)
        case .none: nil
        }
    }

    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, FavouritesRequestFailure> {
        guard let current = current() else { return .failure(FavouritesRequestFailure(.httpStatus(401))) }
        return await current.listPage(page, limit: limit)
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, FavouritesRequestFailure> {
        guard let current = current() else { return .failure(FavouritesRequestFailure(.httpStatus(401))) }
        return await current.addFavourite(imageID: imageID)
    }

    func removeFavourite(remoteID: String) async -> Result<Void, FavouritesRequestFailure> {
        guard let current = current() else { return .failure(FavouritesRequestFailure(.httpStatus(401))) }
        return await current.removeFavourite(remoteID: remoteID)
    }
}

/// The favourites' source is made at the first request after a key is set, over the session the
/// network connects; each new key reaches them.
extension LiveFavouritesDataSource: TheCatAPIClient {
    @MainActor
    func connect(_ configuration: TheCatAPIConfiguration, session: BoundedDownloader) {
        self.session.withLock { if $0 == nil { $0 = session } }
    }

    /// The favourites store sends nothing before it hears of an account.
    @MainActor func open() {}
}
