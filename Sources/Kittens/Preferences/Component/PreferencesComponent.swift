import MVI

/// Binds the preferences store to a `PreferencesView` (see `Component`).
public typealias PreferencesComponent = Component<any PreferencesStore, any PreferencesView>

extension Component where Store == any PreferencesStore, View == any PreferencesView {
    /// The view renders the model of each state of `states` (the store, or whatever the screen
    /// shows in its place, such as a time travel over its recording); what the user does
    /// reaches the store.
    public convenience init(store: any PreferencesStore, states: any StateSource<PreferencesState>) {
        self.init(store: store, bind: { binder, view in
            binder.bind(statesOf: states, to: view) { $0.model }
            binder.bind(eventsOf: view) { intent in store.accept(intent) }
        }, onDestroy: { store.dispose() })
    }
}
