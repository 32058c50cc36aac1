import Kittens
import KittensNetwork

/// What the favourites store is made with (`OutboxDependencies`): `favourites.json`, and
/// TheCatAPI's favourites under the kept `sub_id`.
typealias FavouritesDependencies = OutboxDependencies<FavouritesFileFormat, SoupFavouritesDataSource>

extension OutboxDependencies where Format == FavouritesFileFormat {
    init(_ environment: SessionEnvironment) {
        self.init(environment) { stored, storage in storage.favouritesSubID(known: stored.persisted.account?.subID) }
    }
}
