import MVI

/// Binds the Rate store to a `RateView` (see `Component`).
public typealias RateComponent = Component<any RateStore, any RateView>

extension Component where Store == any RateStore, View == any RateView {
    /// The view renders the model of each state of `states` (the store, or whatever the screen
    /// shows in its place, such as a time travel over its recording); a withdrawn vote is a toast; what the user does reaches the store.
    public convenience init(store: any RateStore, states: any StateSource<RateState>) {
        self.init(store: store, bind: { binder, view in
            binder.bind(statesOf: states, to: view) { RateModel($0) }
            binder.bind(labelsOf: store) { [weak view] label in
                if let effect = RateViewEffect(label) { view?.perform(effect) }
            }
            binder.bind(eventsOf: view) { intent in store.accept(intent) }
        }, onDestroy: { store.dispose() })
    }
}
