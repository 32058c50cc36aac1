import Kittens
import KittensNetwork

/// The favourites data source of the key in use: TheCatAPI's favourites over libsoup
/// (`SoupFavouritesDataSource`, `LiveAccountDataSource`).
typealias LiveFavouritesDataSource = LiveAccountDataSource<SoupFavouritesDataSource>

extension LiveAccountDataSource: FavouritesServer where Source == SoupFavouritesDataSource {
    func bound(to account: TheCatAPIAccount) -> any FavouritesServer { requests(of: account) }

    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, AccountRequestFailure> {
        await requests(of: nil).listPage(page, limit: limit)
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, AccountRequestFailure> {
        await requests(of: nil).addFavourite(imageID: imageID)
    }

    func removeFavourite(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        await requests(of: nil).removeFavourite(remoteID: remoteID)
    }
}

extension AccountRequests: FavouritesServer where Source == SoupFavouritesDataSource {
    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, AccountRequestFailure> {
        await send { await $0.listPage(page, limit: limit) }
    }

    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, AccountRequestFailure> {
        await send { await $0.addFavourite(imageID: imageID) }
    }

    func removeFavourite(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        await send { await $0.removeFavourite(remoteID: remoteID) }
    }
}
