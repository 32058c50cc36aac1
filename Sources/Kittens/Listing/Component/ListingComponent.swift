import MVI

/// The listing's component: binds a kitten store to a `ListingView` (see `Component`).
public typealias ListingComponent = Component<any ListingStore, any ListingView>

extension Component where Store == any ListingStore, View == any ListingView {
    /// The view renders the `ListingModel` of each state of `states` (the store, or whatever the
    /// screen shows in its place: a time travel over the store's recording shows recorded states
    /// while the store goes on); what the view sends reaches the store, and the store's labels
    /// for the view become its effects. `onModel` sees each model the view rendered. The store is
    /// started by whoever made it; `destroy()` disposes of it.
    public convenience init(
        store: any ListingStore, states: any StateSource<ListingState>,
        onModel: @escaping (ListingModel) -> Void = { _ in }
    ) {
        self.init(store: store, bind: { binder, view in
            var rendered: ListingModel?
            binder.bind(statesOf: states) { [weak view] state in
                let model = ListingModel(state)
                guard model != rendered, let view else { return }
                rendered = model
                view.render(model)
                onModel(model)
            }
            binder.bind(labelsOf: store) { [weak view] label in
                if let effect = ListingViewEffect(label) { view?.perform(effect) }
            }
            binder.bind(eventsOf: view) { intent in store.accept(intent) }
        }, onDestroy: { store.dispose() })
    }

    /// A component over a new kitten store made by `storeFactory` (which starts loading at once).
    public convenience init(
        dataSource: any ListingDataSource,
        pageSize: Int,
        archive: (any ListingSnapshotArchive)? = nil,
        storeFactory: any StoreFactory = DefaultStoreFactory()
    ) {
        let store = storeFactory.makeListingStore(dataSource: dataSource, pageSize: pageSize, archive: archive)
        self.init(store: store, states: store)
    }
}
