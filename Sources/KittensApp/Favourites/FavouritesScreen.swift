import Kittens
import KittensGtk
import KittensSupport
import Logging
import MVI
import MVIRecording

/// The favourites: the store kept in `favourites.json` and at TheCatAPI while a key is known,
/// shown by the main window (the hearts, the row menus, the Favourites page, toasts).
@MainActor
final class FavouritesScreen: StoreScreen {
    static let identity = favouritesStoreIdentity

    let store: any FavouritesStore
    let travel: TimeTravelController<FavouritesState, FavouritesIntent, Never, FavouritesMessage, FavouritesLabel>?
    /// TheCatAPI's favourites of the key in use; nil in a replay.
    let server: LiveFavouritesDataSource?
    private let writes: FavouritesWrites
    /// Where a favourite's picture goes to be shown: set by `StoreConnections`.
    var onOpenPicture: (KittenImage) -> Void = { _ in }
    private var component: FavouritesComponent?

    init(environment: SessionEnvironment) {
        let dependencies = FavouritesDependencies(environment)
        server = dependencies.server
        writes = dependencies.writes
        store = environment.storeFactory.makeFavouritesStore(
            stored: dependencies.stored, server: dependencies.server, writes: dependencies.writes, clock: environment.clock)
        travel = Self.travel(in: environment)
    }

    /// The store is told the account of `key` (TheCatAPI's favourites under the kept `sub_id`),
    /// which starts a sync and sends the changes waiting for it. Nothing in a replay.
    func keyInUse(_ key: APIKey?) {
        guard let server else { return }
        store.accept(.accountChanged(.of(base: server.base, subID: server.subID, apiKey: key)))
    }

    func attach(to window: MainWindow, in session: Session) {
        let component = self.component ?? FavouritesComponent(
            store: store, states: states, openPicture: { [weak self] image in self?.onOpenPicture(image) },
            logger: Logger(label: "kittens"))
        self.component = component
        component.attach(window.favouritesView)
    }

    func detach() { component?.detach() }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
        writes.flush()
    }
}
