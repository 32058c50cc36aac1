import Kittens
import KittensGtk
import Logging
import MVI
import MVIRecording

/// The listing: the kitten store, shown by the main window. Its Refresh also
/// syncs the favourites.
@MainActor
final class ListingScreen: Screen {
    static let recordingKind = RecordingKind.recording(KittenRecording.self, format: .kittenStore)

    let store: any KittenStore
    let travel: KittenTimeTravel?
    private let logger = Logger(label: "kittens")
    private var component: KittenComponent?
    /// The window, with what it shows logged: the view the component renders into (which holds it weakly).
    private var shownView: ShownTextLog?

    init(environment: SessionEnvironment) {
        store = environment.storeFactory.makeKittenStore(
            dataSource: environment.kittenSource, pageSize: environment.live.current.pageSize,
            filters: environment.startFilters, layout: environment.startLayout, archive: environment.archive)
        travel = environment.recording(KittenRecording.self, storeName: kittenStoreName).map { KittenTimeTravel(recording: $0) }
    }

    var timeTravel: (any TimeTravelling)? { travel }

    func attach(to window: KittenWindow, in session: Session) {
        let favourites = session.screen(FavouritesScreen.self).store
        let component = self.component ?? KittenComponent(
            store: store, stateSource: travel, breeds: session.screen(BreedsScreen.self).states,
            onIntent: { intent in
                // Refresh also sends the favourites' waiting changes and reads the server's.
                if intent == .refresh { favourites.accept(.sync) }
            })
        self.component = component
        let view = ShownTextLog(view: window, logger: logger)
        shownView = view
        component.attach(view)
    }

    func detach() {
        component?.detach()
        shownView = nil
    }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
    }
}
