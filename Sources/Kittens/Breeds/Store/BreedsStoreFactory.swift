import FoundationEssentials
import KittensSupport
import MVI

/// The breeds store: `BreedsState` driven by `BreedsIntent`s.
public typealias BreedsStore = Store<BreedsState, BreedsIntent, Never>

/// The name factories know the breeds store by, in log lines and recordings.
public let breedsStoreName = "BreedsStore"

/// The breeds store's name and the shape version of its recordings: bump `version` whenever
/// a breeds state, intent, action or message changes shape.
public let breedsStoreIdentity = StoreIdentity(name: breedsStoreName, version: 3)

extension StoreFactory {
    /// Makes the breeds store: it shows the list in `cache` at start (at once unless `autoStart`
    /// is false), and asks `dataSource` when that list is missing or older than `maxAge`. The
    /// wait before asking a busy server again is kept on `clock`.
    public func makeBreedsStore(
        dataSource: any BreedDataSource, cache: any BreedCache, maxAge: TimeInterval = BreedsExecutor.standardMaxAge,
        clock: any TimerClock = SystemClock(), autoStart: Bool = true
    ) -> any BreedsStore {
        makeStore(
            name: breedsStoreName,
            initialState: BreedsState(),
            bootstrapper: ActionsBootstrapper(BreedsAction.loadCache),
            executor: BreedsExecutor(dataSource: dataSource, cache: cache, maxAge: maxAge, clock: clock),
            reducer: BreedsReducer(),
            autoStart: autoStart
        )
    }
}
