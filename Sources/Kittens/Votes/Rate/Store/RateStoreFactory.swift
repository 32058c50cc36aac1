import KittensSupport
import MVI

/// The Rate page's store: `RateState` driven by `RateIntent`s; its labels are the votes.
public typealias RateStore = Store<RateState, RateIntent, RateLabel>

/// The name factories know the Rate store by, in log lines and recordings.
public let rateStoreName = "RateStore"

/// The rate store's name and the shape version of its recordings: bump `version` whenever
/// a Rate state, intent, message or label changes shape.
public let rateStoreIdentity = StoreIdentity(name: rateStoreName, version: 6)

extension StoreFactory {
    /// Makes the Rate store, which asks `pictures` for pictures to rate once the page shows
    /// (`RateIntent.pageShown`). The wait before asking a busy server again is kept on `clock`.
    public func makeRateStore(
        pictures: any ListingDataSource, pageSize: Int = RateState.standardPageSize, clock: any TimerClock = SystemClock()
    ) -> any RateStore {
        makeStore(
            name: rateStoreName,
            initialState: RateState(pageSize: pageSize),
            bootstrapper: NoBootstrapper<Never>(),
            executor: RateExecutor(pictures: pictures, clock: clock),
            reducer: RateReducer()
        )
    }
}
