import MVI
import MVIRecording

/// The listing's component: binds a kitten store to a `KittenView` (see `Component`).
public typealias KittenComponent = Component<any KittenStore, any KittenView>

extension Component where Store == any KittenStore, View == any KittenView {
    /// The view renders the `KittenModel` of each state of `stateSource` (the store's when nil: a
    /// `KittenTimeTravel` over the store's recording shows recorded states while the store goes
    /// on), with the breeds of `breeds` (the breeds store's states) in its filter; what the view
    /// sends reaches the store (`onIntent` sees each first), and the store's labels become the
    /// view's effects. `onModel` sees each model the view rendered. The store is started by
    /// whoever made it; `destroy()` disposes of it.
    public convenience init(
        store: any KittenStore, stateSource: (any StateSource<KittenState>)? = nil,
        breeds: (any StateSource<BreedsState>)? = nil, onIntent: @escaping (KittenIntent) -> Void = { _ in },
        onModel: @escaping (KittenModel) -> Void = { _ in }
    ) {
        let states = stateSource ?? store
        self.init(store: store, bind: { binder, view in
            let models = ListingModels()
            binder.bind(statesOf: models.source) { [weak view] model in
                guard let model, let view else { return }
                view.render(model)
                onModel(model)
            }
            binder.bind(statesOf: states) { models.kittens = $0 }
            if let breeds { binder.bind(statesOf: breeds) { models.breeds = $0 } }
            binder.bind(labelsOf: store) { [weak view] label in view?.perform(KittenViewEffect(label)) }
            binder.bind(eventsOf: view) { intent in
                onIntent(intent)
                store.accept(intent)
            }
        }, onDestroy: { store.dispose() })
    }

    /// A component over a new kitten store made by `storeFactory` (which starts loading at once).
    public convenience init(
        dataSource: any KittenDataSource,
        pageSize: Int,
        archive: (any KittenSnapshotArchive)? = nil,
        storeFactory: any StoreFactory = DefaultStoreFactory()
    ) {
        self.init(store: storeFactory.makeKittenStore(
            dataSource: dataSource, pageSize: pageSize, archive: archive))
    }
}
