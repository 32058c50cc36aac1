import MVI

/// The kitten store: a store of `KittenState` driven by `KittenIntent`s, publishing `KittenLabel`s.
public typealias KittenStore = Store<KittenState, KittenIntent, KittenLabel>

extension StoreFactory {
    /// Makes a started kitten store: it asks for page 0 at once, as the original sample does.
    public func makeKittenStore(dataSource: any KittenDataSource, pageSize: Int) -> any KittenStore {
        makeStore(
            name: "KittenStore",
            initialState: KittenState(),
            bootstrapper: ActionsBootstrapper(KittenAction.loadFirstPage),
            executor: KittenExecutor(dataSource: dataSource, pageSize: pageSize),
            reducer: KittenReducer()
        )
    }
}
