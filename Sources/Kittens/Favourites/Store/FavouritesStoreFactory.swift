import FoundationEssentials
import KittensSupport
import MVI

/// The favourites store: `FavouritesState` driven by `FavouritesIntent`s, publishing `FavouritesLabel`s.
public typealias FavouritesStore = Store<FavouritesState, FavouritesIntent, FavouritesLabel>

/// The name factories know the favourites store by, in log lines and recordings.
public let favouritesStoreName = "FavouritesStore"

/// The favourites store's name and the shape version of its recordings: bump `version` whenever
/// a favourites state, intent, message or label changes shape.
public let favouritesStoreIdentity = StoreIdentity(name: favouritesStoreName, version: 5)

extension StoreFactory {
    /// Makes the favourites store over what the favourites file held (`FavouritesFile.read()`).
    /// Changes go to `server` once an account is in use (`FavouritesIntent.accountChanged`);
    /// `server` nil keeps them here only (a replay). The waits before a retry are kept on `clock`.
    public func makeFavouritesStore(
        stored: StoredFavourites, server: (any FavouritesServer)?, writes: FavouritesWrites,
        now: @escaping @Sendable () -> Date = { Date() }, clock: any TimerClock = SystemClock()
    ) -> any FavouritesStore {
        makeStore(
            name: favouritesStoreName,
            initialState: FavouritesState(persisted: stored.persisted, fileProblem: stored.problem),
            bootstrapper: NoBootstrapper<Never>(),
            executor: FavouritesExecutor(server: server, writes: writes, now: now, clock: clock),
            reducer: FavouritesReducer()
        )
    }
}
