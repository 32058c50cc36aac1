import Kittens
import KittensGtk
import Logging
import MVI
import MVIRecording

/// The favourites: the store kept in `favourites.json` and at TheCatAPI while a key is known,
/// shown by the main window (the hearts, the row menus, the Favourites page, toasts).
@MainActor
final class FavouritesScreen: Screen {
    static let recordingKind = RecordingKind.recording(FavouritesRecording.self, format: .favouritesStore)

    let store: any FavouritesStore
    let travel: FavouritesTimeTravel?
    private var component: FavouritesComponent?

    init(environment: SessionEnvironment) {
        store = environment.storeFactory.makeFavouritesStore(
            stored: environment.favourites, server: environment.favouritesServer, writes: environment.favouritesWrites)
        travel = environment.recording(FavouritesRecording.self, storeName: favouritesStoreName).map { FavouritesTimeTravel(recording: $0) }
    }

    var timeTravel: (any TimeTravelling)? { travel }

    func attach(to window: KittenWindow, in session: Session) {
        let component = self.component ?? FavouritesComponent(
            store: store, stateSource: travel, viewer: session.screen(ViewerScreen.self).store, logger: Logger(label: "kittens"))
        self.component = component
        component.attach(window.favouritesView)
    }

    func detach() { component?.detach() }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
    }
}
