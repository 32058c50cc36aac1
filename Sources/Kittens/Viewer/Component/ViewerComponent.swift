import MVI

/// The viewer's component: binds a viewer store to a `ViewerView` (see `Component`).
public typealias ViewerComponent = Component<any ViewerStore, any ViewerView>

extension Component where Store == any ViewerStore, View == any ViewerView {
    /// The view renders the `ViewerModel` of each state of `states` (the store, or whatever the
    /// screen shows in its place: a time travel over the store's recording shows recorded states
    /// while the store goes on); what the view sends reaches the store, and the store's labels
    /// for the view become its effects. The store is started by whoever made it; `destroy()`
    /// disposes of it.
    public convenience init(store: any ViewerStore, states: any StateSource<ViewerState>) {
        self.init(store: store, bind: { binder, view in
            binder.bind(statesOf: states, to: view) { ViewerModel($0) }
            binder.bind(labelsOf: store) { [weak view] label in
                if let effect = ViewerViewEffect(label) { view?.perform(effect) }
            }
            binder.bind(eventsOf: view) { intent in store.accept(intent) }
        }, onDestroy: { store.dispose() })
    }
}
