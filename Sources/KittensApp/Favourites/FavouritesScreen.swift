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
    /// The file, and TheCatAPI's favourites of the key in use (none in a replay).
    private let outbox: FavouritesDependencies
    /// TheCatAPI's favourites of the key in use; nil in a replay.
    var server: LiveFavouritesDataSource? { outbox.server }
    /// Where a favourite's picture goes to be shown: set by `StoreConnections`.
    var onOpenPicture: (KittenImage) -> Void = { _ in }
    private var component: FavouritesComponent?

    init(environment: SessionEnvironment) {
        outbox = FavouritesDependencies(environment)
        store = environment.storeFactory.makeFavouritesStore(
            stored: outbox.stored, server: outbox.server, writes: outbox.writes, clock: environment.clock)
        travel = Self.travel(in: environment)
    }

    /// The store is told the account of `key`: TheCatAPI's favourites under the kept `sub_id`.
    func keyInUse(_ key: APIKey?) {
        outbox.keyInUse(key) { store.accept(.accountChanged($0)) }
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
        outbox.writes.flush()
    }
}
