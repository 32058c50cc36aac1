import FoundationEssentials
import Kittens
import KittensNetwork
import KittensSupport
import Locking

/// The favourites data source of the key in use: TheCatAPI's favourites over libsoup
/// (`SoupFavouritesDataSource`), made at its first request after a key is set, so that no
/// session is made (nor libsoup loaded) while there is no key. Without a key every request
/// fails with 401, and the favourites store, told there is none, sends none.
final class LiveFavouritesDataSource: FavouritesServer {
    private struct Current {
        var configuration: FavouritesConfiguration?
        var source: SoupFavouritesDataSource?
    }

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
            current = Current(configuration: configuration, source: nil)
        }
    }

    private func source() -> SoupFavouritesDataSource? {
        current.withLock { current in
            if current.source == nil, let configuration = current.configuration {
                current.source = SoupFavouritesDataSource(configuration: configuration)
            }
            return current.source
        }
    }

    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, FavouritesRequestFailure> {
        guard let source = source() else { return .failure(FavouritesRequestFailure(.httpStatus(401))) }
        return await source.listPage(page, limit: limit)
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, FavouritesRequestFailure> {
        guard let source = source() else { return .failure(FavouritesRequestFailure(.httpStatus(401))) }
        return await source.addFavourite(imageID: imageID)
    }

    func removeFavourite(remoteID: String) async -> Result<Void, FavouritesRequestFailure> {
        guard let source = source() else { return .failure(FavouritesRequestFailure(.httpStatus(401))) }
        return await source.removeFavourite(remoteID: remoteID)
    }
}
