import Kittens
import KittensGtk
import Logging
import MVI
import MVIRecording

/// The features of one run and where their stores meet. Made from a `SessionEnvironment`, live
/// or replayed, by the same path: every screen of `screenTypes` is made, their stores are
/// connected (`StoreConnections`), and the window, the network, the inspector, export and
/// `--replay` go through the same list.
@MainActor
final class Session {
    /// Every feature's screen, in the order the inspector lists their stores. Adding a
    /// feature is adding its screen here; its rules with other stores go in `StoreConnections`.
    static let screenTypes: [any Screen.Type] = [
        ListingScreen.self,
        ViewerScreen.self,
        PreferencesScreen.self,
        BreedsScreen.self,
        FavouritesScreen.self,
        VotesScreen.self,
        RateScreen.self,
    ]

    /// What a session file may hold: the recording kind of each screen's store.
    static var recordingKinds: [RecordingKind] { screenTypes.map { $0.recordingKind } }

    let environment: SessionEnvironment
    let screens: [any Screen]
    /// The bindings between stores: started with the main window, stopped when it closes.
    let binder = Binder()

    init(environment: SessionEnvironment, logger: Logger) {
        self.environment = environment
        screens = Self.screenTypes.map { $0.init(environment: environment) }
        environment.describe(logger)
        StoreConnections.connect(self, logger: logger)
    }

    /// The screen of type `type`.
    func screen<Kind: Screen>(_ type: Kind.Type) -> Kind {
        guard let screen = screens.lazy.compactMap({ $0 as? Kind }).first else {
            preconditionFailure("\(type) is not in Session.screenTypes")
        }
        return screen
    }

    /// What the inspector moves: each screen's time travel, then one over each other store
    /// recorded (no window renders their states).
    var timeTravels: [any TimeTravelling] {
        let shown = screens.compactMap(\.timeTravel)
        let others = (environment.recordingFactory?.allRecordings ?? [])
            .filter { recording in !shown.contains { $0.inspectable === recording } }
            .map { $0.makeTimeTravel() }
        return shown + others
    }

    /// The main window opened: every screen binds to it, and the stores connect.
    func attach(to window: MainWindow) {
        for screen in screens { screen.attach(to: window, in: self) }
        binder.start()
    }

    /// The main window closed.
    func detach() {
        binder.stop()
        for screen in screens { screen.detach() }
    }

    /// The window's first frame is out: the network starts, then the screens that wait for it.
    func firstFramePainted() {
        let network = environment.network
        guard network.start() else { return }
        for screen in screens { screen.networkStarted(network) }
    }

    /// The app quits: every store ends, and what waits to be written is written.
    func stop() {
        detach()
        for screen in screens.reversed() { screen.destroy() }
    }
}
