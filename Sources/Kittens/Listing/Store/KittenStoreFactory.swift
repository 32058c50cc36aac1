import KittensSupport
import MVI

/// The kitten store: a store of `KittenState` driven by `KittenIntent`s, publishing `KittenLabel`s.
public typealias KittenStore = Store<KittenState, KittenIntent, KittenLabel>

/// The name factories know the kitten store by, in log lines and recordings.
public let kittenStoreName = "KittenStore"

/// The kitten store's name and the shape version of its recordings: bump `version` whenever
/// a kitten state, intent, action, message or label changes shape.
public let kittenStoreIdentity = StoreIdentity(name: kittenStoreName, version: 8)

extension StoreFactory {
    /// Makes a started kitten store: it shows the list `archive` saved, if any, then asks for
    /// page 0 at once, as the original sample does. Its requests ask for `pageSize` images
    /// (clamped to `PageSize.range`) until a `KittenIntent.usePageSize` changes it. Its requests ask for
    /// `filters` until a `KittenIntent.useFilters` changes them, and shows them in `layout` until
    /// a `KittenIntent.useLayout` changes it. The wait before it asks a busy server again is kept
    /// on `clock`.
    public func makeKittenStore(
        dataSource: any KittenDataSource, pageSize: Int, filters: KittenFilters = .none, layout: ListingLayout = .list,
        archive: (any KittenSnapshotArchive)? = nil, clock: any TimerClock = SystemClock()
    ) -> any KittenStore {
        var state = KittenState(pageSize: pageSize)
        state.filters = filters
        state.layout = layout
        return makeStore(
            name: kittenStoreName,
            initialState: state,
            bootstrapper: ActionsBootstrapper(KittenAction.atStart),
            executor: KittenExecutor(dataSource: dataSource, archive: archive, clock: clock),
            reducer: KittenReducer()
        )
    }
}
