import KittensSupport
import MVI

/// The kitten store: a store of `ListingState` driven by `ListingIntent`s, publishing `ListingLabel`s.
public typealias ListingStore = Store<ListingState, ListingIntent, ListingLabel>

/// The name factories know the kitten store by, in log lines and recordings.
public let listingStoreName = "ListingStore"

/// The kitten store's name and the shape version of its recordings: bump `version` whenever
/// a kitten state, intent, action, message or label changes shape.
public let listingStoreIdentity = StoreIdentity(name: listingStoreName, version: 9)

extension StoreFactory {
    /// Makes a started kitten store: it shows the list `archive` saved, if any, then asks for
    /// page 0 at once, as the original sample does. Its requests ask for `pageSize` images
    /// (clamped to `PageSize.range`) until a `ListingIntent.usePageSize` changes it. Its requests ask for
    /// `filters` until a `ListingIntent.useFilters` changes them, and shows them in `layout` until
    /// a `ListingIntent.useLayout` changes it. The wait before it asks a busy server again is kept
    /// on `clock`.
    public func makeListingStore(
        dataSource: any ListingDataSource, pageSize: Int, filters: ListingFilters = .none, layout: ListingLayout = .list,
        archive: (any ListingSnapshotArchive)? = nil, clock: any TimerClock = SystemClock()
    ) -> any ListingStore {
        var state = ListingState(pageSize: pageSize)
        state.filters = filters
        state.layout = layout
        return makeStore(
            name: listingStoreName,
            initialState: state,
            bootstrapper: ActionsBootstrapper(ListingAction.atStart),
            executor: ListingExecutor(dataSource: dataSource, archive: archive, clock: clock),
            reducer: ListingReducer()
        )
    }
}
