import Kittens
import KittensGtk
import Logging
import MVI
import MVIRecording

/// Preferences: the key and the page size, in a window over the main one made the first time it
/// opens. The store starts (reads the keyring) once a run: after the first frame, or when the
/// window opens first.
@MainActor
final class PreferencesScreen: StoreScreen {
    static let identity = preferencesStoreIdentity

    let store: any PreferencesStore
    let travel: TimeTravelController<PreferencesState, PreferencesIntent, PreferencesAction, PreferencesMessage, PreferencesLabel>?
    /// Made when first used, as it renders `states`, which needs the screen made.
    private lazy var component = PreferencesComponent(store: store, states: states)
    private var isStarted = false
    /// The window while the main window is open, once Preferences were opened.
    private(set) var window: PreferencesWindow?
    private weak var mainWindow: MainWindow?

    private let live: LiveSettings

    init(environment: SessionEnvironment) {
        let dependencies = PreferencesDependencies(environment)
        live = environment.live
        store = environment.storeFactory.makePreferencesStore(
            settings: environment.live.current, keyStore: dependencies.keyStore, writer: dependencies.writer, autoStart: false)
        travel = Self.travel(in: environment)
    }

    func attach(to window: MainWindow, in session: Session) {
        mainWindow = window
        window.onOpenPreferences = { [weak self] in self?.open() }
    }

    /// Shows Preferences over the main window, making the window the first time, with the fields
    /// as saved, and starts the store if that has not happened yet.
    func open() {
        guard let mainWindow else { return }
        let window = self.window ?? PreferencesWindow(parent: mainWindow.window)
        if self.window == nil {
            self.window = window
            component.attach(window)
        }
        store.accept(.discardEdits)
        window.present()
        startOnce()
        Logger(label: "kittens").debug("Preferences are open")
    }

    /// Unless the command line or environment gave the key, the keyring is read now, and a key
    /// it already answered reaches the network.
    func networkStarted(_ network: any SessionNetwork) {
        guard live.current.keyOverride == nil else { return }
        if store.state.keyring != .reading { network.keyChanged() }
        startOnce()
    }

    /// Starts the store, which reads the keyring, once a run.
    func startOnce() {
        guard !isStarted else { return }
        isStarted = true
        store.start()
    }

    func detach() {
        component.detach()
        window = nil
        mainWindow = nil
    }

    func destroy() {
        component.destroy()
    }
}
