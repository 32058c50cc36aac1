import MVI

/// The listing's component: binds a kitten store to a `KittenView` (see `Component`).
public typealias KittenComponent = Component<any KittenStore, any KittenView>

extension Component where Store == any KittenStore, View == any KittenView {
    /// The view renders the `KittenModel` of each state of `states` (the store, or whatever the
    /// screen shows in its place: a time travel over the store's recording shows recorded states
    /// while the store goes on); what the view sends reaches the store, and the store's labels
    /// for the view become its effects. `onModel` sees each model the view rendered. The store is
    /// started by whoever made it; `destroy()` disposes of it.
    public convenience init(
        store: any KittenStore, states: any StateSource<KittenState>,
        onModel: @escaping (KittenModel) -> Void = { _ in }
    ) {
        self.init(store: store, bind: { binder, view in
            var rendered: KittenModel?
            binder.bind(statesOf: states) { [weak view] state in
                let model = KittenModel(state)
                guard model != rendered, let view else { return }
                rendered = model
                view.render(model)
                onModel(model)
            }
            binder.bind(labelsOf: store) { [weak view] label in
                if let effect = KittenViewEffect(label) { view?.perform(effect) }
            }
            binder.bind(eventsOf: view) { intent in store.accept(intent) }
        }, onDestroy: { store.dispose() })
    }

    /// A component over a new kitten store made by `storeFactory` (which starts loading at once).
    public convenience init(
        dataSource: any KittenDataSource,
        pageSize: Int,
        archive: (any KittenSnapshotArchive)? = nil,
        storeFactory: any StoreFactory = DefaultStoreFactory()
    ) {
        let store = storeFactory.makeKittenStore(dataSource: dataSource, pageSize: pageSize, archive: archive)
        self.init(store: store, states: store)
    }
}
