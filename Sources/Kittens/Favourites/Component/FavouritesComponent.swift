import Logging
import MVI

/// Binds the favourites store to a `FavouritesView` (see `Component`).
public typealias FavouritesComponent = Component<any FavouritesStore, any FavouritesView>

extension Component where Store == any FavouritesStore, View == any FavouritesView {
    /// The view renders the model of each state of `states` (the store, or whatever the screen
    /// shows in its place, such as a time travel over its recording), and shows each notice of the store, which is also logged in
    /// the user's words. What the user does goes where it is for (`FavouritesEvent.route`):
    /// changes to the store, opening a favourite's picture to `openPicture` (the app's
    /// connections hand it to the viewer).
    public convenience init(
        store: any FavouritesStore, states: any StateSource<FavouritesState>,
        openPicture: @escaping @MainActor (KittenImage) -> Void, logger: Logger
    ) {
        self.init(store: store, bind: { binder, view in
            binder.bind(statesOf: states, to: view) { $0.model }
            binder.bind(labelsOf: store) { [weak view] notice in
                switch notice {
                case .removed: logger.debug("\(notice.message)")
                case .rolledBack, .waiting, .syncFailed, .notSaved, .full, .unkeepable: logger.warning("\(notice.message)")
                }
                view?.show(notice.notice)
            }
            binder.bind(eventsOf: view) { event in
                switch event.route {
                case .favourites(let intent): store.accept(intent)
                case .openPicture(let image): openPicture(image)
                }
            }
        }, onDestroy: { store.dispose() })
    }
}
