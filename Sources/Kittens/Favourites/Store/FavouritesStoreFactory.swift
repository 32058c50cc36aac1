#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MVI

/// The favourites store: `FavouritesState` driven by `FavouritesIntent`s, publishing `FavouritesLabel`s.
public typealias FavouritesStore = Store<FavouritesState, FavouritesIntent, FavouritesLabel>

/// The name factories know the favourites store by, in log lines and recordings.
public let favouritesStoreName = "FavouritesStore"

extension StoreFactory {
    /// Makes the favourites store over what the favourites file held (`FavouritesFile.read()`).
    /// Changes go to `dataSource` while a key is known (`usesServer` at first, then
    /// `FavouritesIntent.keyChanged`); `dataSource` nil keeps them here only (a replay).
    public func makeFavouritesStore(
        stored: StoredFavourites, dataSource: (any FavouritesDataSource)?, writes: FavouritesWrites,
        usesServer: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> any FavouritesStore {
        makeStore(
            name: favouritesStoreName,
            initialState: FavouritesState(favourites: stored.favourites, usesServer: usesServer, fileProblem: stored.problem),
            bootstrapper: NoBootstrapper<Never>(),
            executor: FavouritesExecutor(dataSource: dataSource, writes: writes, now: now),
            reducer: FavouritesReducer()
        )
    }
}
