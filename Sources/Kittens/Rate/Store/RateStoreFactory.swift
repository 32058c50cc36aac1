import MVI

/// The Rate page's store: `RateState` driven by `RateIntent`s; its labels are the votes.
public typealias RateStore = Store<RateState, RateIntent, RateLabel>

/// The name factories know the Rate store by, in log lines and recordings.
public let rateStoreName = "RateStore"

extension StoreFactory {
    /// Makes the Rate store: at start (at once unless `autoStart` is false) it asks `pictures`
    /// for the first page to rate.
    public func makeRateStore(pictures: any KittenDataSource, pageSize: Int = RateState.standardPageSize, autoStart: Bool = true) -> any RateStore {
        makeStore(
            name: rateStoreName,
            initialState: RateState(pageSize: pageSize),
            bootstrapper: ActionsBootstrapper(RateAction.loadPictures),
            executor: RateExecutor(pictures: pictures),
            reducer: RateReducer(),
            autoStart: autoStart
        )
    }
}
