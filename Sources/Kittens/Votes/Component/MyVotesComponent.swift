import Logging
import MVI

/// Binds the votes store to "My votes" on the Rate page (see `Component`).
public typealias MyVotesComponent = Component<any VotesStore, any MyVotesView>

extension Component where Store == any VotesStore, View == any MyVotesView {
    /// The view renders the model of each state of `states` (the store, or whatever the screen
    /// shows in its place, such as a time travel over its recording) and shows each notice of the store as a toast, also logged in
    /// the user's words; a change or a withdrawal the user makes reaches the store.
    public convenience init(store: any VotesStore, states: any StateSource<VotesState>, logger: Logger) {
        self.init(store: store, bind: { binder, view in
            binder.bind(statesOf: states, to: view) { MyVotesModel($0) }
            binder.bind(labelsOf: store) { [weak view] label in
                logger.warning("\(label.message)")
                view?.show(label.notice)
            }
            binder.bind(eventsOf: view) { intent in store.accept(intent) }
        }, onDestroy: { store.dispose() })
    }
}
