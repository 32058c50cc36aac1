import Glibc
import Kittens
import KittensSupport

/// What the favourites store is made with. Live: `favourites.json`, and TheCatAPI's favourites
/// under the kept `sub_id` through the session's network; in a replay, no favourites, no
/// server, and nothing written.
@MainActor
struct FavouritesDependencies {
    let stored: StoredFavourites
    let server: LiveFavouritesDataSource?
    let writes: FavouritesWrites

    init(_ environment: SessionEnvironment) {
        guard !environment.isReplay, let storage = environment.keptSettings else {
            stored = StoredFavourites()
            server = nil
            writes = FavouritesWrites(ReplayFavouritesWriter())
            return
        }
        let file = FavouritesFile()
        stored = file.read()
        let server = LiveFavouritesDataSource(
            base: environment.configuration.apiBase, subID: storage.favouritesSubID(known: stored.persisted.account?.subID))
        environment.network.register(server)
        self.server = server
        writes = FavouritesWrites(file)
    }
}

/// What a replay writes favourites to: nothing, so a replay never changes the favourites file.
struct ReplayFavouritesWriter: FavouritesWriter {
    func write(_ favourites: PersistedFavourites) throws(FileWriteFailure) {
        throw FileWriteFailure(step: .write, errno: EROFS)
    }
}
