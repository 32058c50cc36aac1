import CGLib
import CGtk
import Dispatch
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensGtk
import KittensKeyring
import KittensNetwork
import KittensSupport
import Localization
import Logging
import MVI

/// The running app: one GtkApplication, one kitten component, one window at a time, and the
/// Store Inspector once F12 asks for it.
///
/// The kitten store is always recorded, and the window shows the states of a
/// `KittenTimeTravel` over that recording, which the inspector moves. With `--replay FILE` the
/// window shows the file's recording instead: it starts at the state after its newest event,
/// the inspector opens at once, and the store behind the window asks the network for nothing
/// (a `ReplayDataSource`) and saves no list. Such a run is not the session's single instance.
///
/// The key and page size come from the command line or environment when given there, else from
/// Preferences: the key in the keyring, read after the first frame (the first request waits for
/// it, at most `keyringWait`), the page size from the preferences file. Saving in Preferences
/// applies to the next request.
@MainActor
public final class KittensApplication {
    /// The reverse-DNS id, also the name of the desktop file and the icon.
    public static let applicationID = "org.kittensforlinux.Kittens"

    private let application: GObjectRef<GtkApplication>
    private let configuration: KittensConfiguration
    private let logger: Logger
    private var component: KittenComponent?
    private var window: KittenWindow?
    /// The view the component renders into: the window, with what it shows logged.
    private var shownTextLog: ShownTextLog?
    private let replay: KittenRecording?
    private var timeTravel: KittenTimeTravel?
    private var inspector: StoreInspectorWindow?
    private var styleSheet: StyleSheet?
    /// Makes the network data source; set until the first frame is painted.
    private var makeDataSource: (@MainActor () -> Void)?
    private let archive = FileSnapshotArchive()
    private let thumbnailDiskCache = ThumbnailDiskCache()
    private let live: LiveSettings
    private let preferences: PreferencesController
    private var preferencesWindow: PreferencesWindow?
    private var liveSource: LiveDataSource?
    /// How long the first request waits for the keyring, which may be showing an unlock prompt.
    private static let keyringWait = DispatchTimeInterval.seconds(3)

    /// `replay`, read from `configuration.replayFile`, is shown instead of the network. The key
    /// is kept in `keyStore`, the page size in `preferencesFile`.
    public init(
        configuration: KittensConfiguration, replay: KittenRecording? = nil,
        keyStore: any APIKeyStore = SecretServiceKeyStore(), preferencesFile: PreferencesFile = PreferencesFile()
    ) {
        self.configuration = configuration
        self.replay = replay
        self.logger = Logger(label: "kittens")
        var settings = configuration.runSettings
        settings.savedPageSize = preferencesFile.read().pageSize
        live = LiveSettings(settings)
        preferences = PreferencesController(live: live, store: keyStore, file: preferencesFile)
        let flags = replay == nil ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        let application = gtk_application_new(Self.applicationID, flags)
        self.application = GObjectRef(owning: application!)
        if replay == nil { archive.prefetch() }
        Signal.onApplicationActivate(self.application) { [unowned self] in self.activate() }
        Signal.onShutdown(self.application) { [unowned self] in self.shutdown() }
    }

    /// Runs the GLib main loop until the last window closes; returns the exit status.
    /// Command-line options were parsed already, so GApplication sees only the program name.
    ///
    /// Kittens runs once per session (GApplication uniqueness on D-Bus). A second launch only
    /// presents the running window; its options cannot change the running app, so it says so on
    /// standard error instead of dropping them silently.
    public func run() -> Int32 {
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(kittens_g_application(application.pointer), nil, &error) != 0,
           g_application_get_is_remote(kittens_g_application(application.pointer)) != 0 {
            if configuration != KittensConfiguration() {
                StandardError.write("kittens: " + localized("Kittens is already running, so its window is shown instead. The options of this launch were not applied: quit Kittens and start it again to use them.") + "\n")
            }
        } else if let error {
            logger.warning("Could not register with the session bus, running as a separate instance: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
        let program = CommandLine.arguments.first ?? "kittens"
        return program.withCString { name in
            var argv: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: name), nil]
            return g_application_run(kittens_g_application(application.pointer), 1, &argv)
        }
    }

    private func activate() {
        if let window {
            window.present()
            return
        }
        installApplicationActions(application.pointer)
        gtk_window_set_default_icon_name(Self.applicationID)
        loadStyleSheet()
        let component = self.component ?? makeComponent()
        self.component = component
        var thumbnails = ThumbnailLoader.Configuration()
        thumbnails.diskCache = thumbnailDiskCache
        let thumbnailLoader = ThumbnailLoader(configuration: thumbnails)
        thumbnailLoader.holdDownloads()
        let window = KittenWindow(application: application.pointer, thumbnails: thumbnailLoader)
        window.onDestroy = { [unowned self] in
            self.inspector = nil
            self.preferencesWindow = nil
            self.component?.onStop()
            self.component?.onViewDestroyed()
            self.window = nil
            self.shownTextLog = nil
        }
        window.onOpenInspector = { [unowned self] in self.openInspector() }
        window.onOpenPreferences = { [unowned self] in self.openPreferences() }
        self.window = window
        let view = ShownTextLog(view: window, logger: logger)
        shownTextLog = view
        component.onViewCreated(view)
        component.onStart()
        window.present()
        afterFirstFrame(of: window) { [weak self, weak thumbnailLoader] in
            self?.makeDataSource?()
            self?.makeDataSource = nil
            thumbnailLoader?.releaseDownloads()
        }
        if ProcessEnvironment.current()["KITTENS_STARTUP_PROBE"] != nil {
            kittens_probe_first_frame(kittens_widget(window.window), kittens_g_application(application.pointer))
        }
        if replay != nil { openInspector() }
    }

    /// Runs `work` once `window` has painted its first frame, in a later main-loop iteration so
    /// that the frame is out first; at once when the window has no frame clock, and after half a
    /// second at the latest, for a window that is never painted. `work` must tolerate a second call.
    private func afterFirstFrame(of window: KittenWindow, _ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { MainActor.assumeIsolated { work() } }
        guard let clock = gtk_widget_get_frame_clock(kittens_widget(window.window)) else { return work() }
        var handler: SignalHandlerID?
        let afterPaint: @MainActor () -> Void = {
            if let id = handler { Signal.disconnect(clock, id) }
            handler = nil
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
        handler = Signal.onAfterPaint(GObjectPointer<Gdk.FrameClock>(clock), afterPaint)
    }

    /// Shows the Store Inspector over the window, making it the first time.
    private func openInspector() {
        guard let window, let timeTravel else { return }
        let inspector = self.inspector ?? StoreInspectorWindow(timeTravel: timeTravel, parent: window.window)
        self.inspector = inspector
        inspector.present()
        logger.debug("the Store Inspector is open")
    }

    /// Shows Preferences over the window, making it the first time, and reads the keyring if
    /// that has not happened yet.
    private func openPreferences() {
        guard let window else { return }
        let preferencesWindow = self.preferencesWindow ?? PreferencesWindow(parent: window.window)
        if self.preferencesWindow == nil {
            self.preferencesWindow = preferencesWindow
            preferencesWindow.onEvent = { [weak self] event in self?.preferences.handle(event) }
            preferences.onModelChange = { [weak self] model in self?.preferencesWindow?.render(model) }
        }
        preferencesWindow.present(preferences.model)
        let preferences = preferences
        Task { await preferences.readKeyring() }
    }

    private func loadStyleSheet() {
        guard styleSheet == nil else { return }
        guard let folder = AppDataFolder.url() else {
            logger.warning("\(AppDataFolder.styleSheetName) was not found; the window uses GTK's default look")
            return
        }
        let logger = logger
        let icons = folder.appendingPathComponent("icons", isDirectory: true)
        if FileManager.default.fileExists(atPath: icons.path), let display = gdk_display_get_default() {
            // Run from a checkout: the app icon (window, About) is in data/icons, not installed.
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), icons.path)
        }
        let path = folder.appendingPathComponent(AppDataFolder.styleSheetName)
        logger.debug("style sheet \(path.path)")
        styleSheet = StyleSheet.install(from: path) { error in
            logger.warning("\(AppDataFolder.styleSheetName): \(error)")
        }
    }

    private func makeComponent() -> KittenComponent {
        let storeLogger = Logger(label: "kittens.store")
        let base: any StoreFactory = configuration.logLevel <= .debug
            ? LoggingStoreFactory(logger: storeLogger)
            : DefaultStoreFactory()
        if let replay {
            let store = base.makeKittenStore(dataSource: ReplayDataSource(), pageSize: configuration.pageSize)
            let timeTravel = KittenTimeTravel(recording: replay)
            self.timeTravel = timeTravel
            logger.info("""
                replaying \(configuration.replayFile ?? "a recording"): \(replay.records.count) events; \
                the window shows the state after the newest, \(replay.latestState.images.count) images
                """)
            return KittenComponent(store: store, stateSource: timeTravel)
        }
        let factory = RecordingStoreFactory(wrapping: base)
        let endpoint = LogRedaction.redact(configuration.endpoint, hiding: [configuration.apiKey].compactMap { $0 })
        let live = live
        logger.info("endpoint \(endpoint), \(live.pageSize) images per page")
        let source = DeferredDataSource()
        let dataSourceConfiguration = configuration.dataSource
        // Made on the main thread, which configures its libsoup session, after the first frame.
        makeDataSource = { [weak self] in self?.makeLiveSource(configuration: dataSourceConfiguration, for: source) }
        preferences.onKeyChange = { [weak self] key in self?.liveSource?.use(apiKey: key) }
        let store = factory.makeKittenStore(
            dataSource: LoggingKittenDataSource(
                wrapping: source, logger: Logger(label: "kittens.network"),
                describeRequest: { limit, page in
                    var configuration = dataSourceConfiguration
                    configuration.apiKey = live.current.apiKey
                    return SoupKittenDataSource.describeRequest(configuration: configuration, limit: limit, page: page)
                }),
            pageSize: { live.pageSize },
            archive: archive
        )
        timeTravel = factory.kittenRecording.map { KittenTimeTravel(recording: $0) }
        return KittenComponent(store: store, stateSource: timeTravel)
    }

    /// Makes the network source and hands it to `deferred` once the key is known: at once when
    /// the command line or environment gave it, else when the keyring answers (or after
    /// `keyringWait`, without a key, should it not).
    private func makeLiveSource(configuration: TheCatAPIConfiguration, for deferred: DeferredDataSource) {
        var configuration = configuration
        configuration.apiKey = live.current.apiKey
        let source = LiveDataSource(configuration: configuration)
        liveSource = source
        guard live.current.keyOverride == nil else { return deferred.provide(source) }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.keyringWait) { deferred.provide(source) }
        let preferences = preferences, live = live
        Task { @MainActor in
            await preferences.readKeyring()
            source.use(apiKey: live.current.apiKey)
            deferred.provide(source)
        }
    }

    private func shutdown() {
        inspector = nil
        preferencesWindow = nil
        component?.onDestroy()
        component = nil
        archive.flush()
        thumbnailDiskCache.flush()
    }
}
