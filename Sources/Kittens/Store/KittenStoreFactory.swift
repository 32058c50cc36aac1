import MVI

/// The kitten store: a store of `KittenState` driven by `KittenIntent`s, publishing `KittenLabel`s.
public typealias KittenStore = Store<KittenState, KittenIntent, KittenLabel>

/// The name factories know the kitten store by, in log lines and recordings.
public let kittenStoreName = "KittenStore"

extension StoreFactory {
    /// Makes a started kitten store: it shows the list `archive` saved, if any, then asks for
    /// page 0 at once, as the original sample does.
    public func makeKittenStore(
        dataSource: any KittenDataSource, pageSize: Int, archive: (any KittenSnapshotArchive)? = nil,
        pictures: any PictureSource = NoPictures()
    ) -> any KittenStore {
        makeKittenStore(dataSource: dataSource, pageSize: { pageSize }, archive: archive, pictures: pictures)
    }

    /// `makeKittenStore(dataSource:pageSize:archive:)` with a page size that may change while the
    /// store runs (the Preferences window): each request asks `pageSize` for it.
    public func makeKittenStore(
        dataSource: any KittenDataSource, pageSize: @escaping @Sendable () -> Int,
        archive: (any KittenSnapshotArchive)? = nil, pictures: any PictureSource = NoPictures()
    ) -> any KittenStore {
        makeStore(
            name: kittenStoreName,
            initialState: KittenState(),
            bootstrapper: ActionsBootstrapper(KittenAction.atStart),
            executor: KittenExecutor(dataSource: dataSource, pageSize: pageSize, archive: archive, pictures: pictures),
            reducer: KittenReducer()
        )
    }
}
