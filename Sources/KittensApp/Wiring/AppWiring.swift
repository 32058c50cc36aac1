import CGtk
import GLibRuntime
import Kittens
import KittensGtk
import KittensPictures
import KittensSupport
import Logging
import MVI
import MVIRecording

/// The app's windows over one `Session`: the main window and the thumbnails it shows, and the
/// inspector over it; the features bind their own windows. The lifecycle (`KittensApplication`) says when: `openWindow` on
/// activate, `firstFramePainted` once the window's first frame is out, `stop` at shutdown.
///
/// A live run and a replay (`SessionKind`) differ only in the `SessionEnvironment` the session
/// is made with; everything after that takes the same path.
@MainActor
final class AppWiring {
    let configuration: KittensConfiguration
    let logger: Logger
    let session: Session
    private let thumbnailDiskCache = ThumbnailDiskCache()
    private var thumbnails: ThumbnailLoader?
    var window: MainWindow?
    var inspectorScreen: StoreInspectorScreen?
    /// The Store Inspector's window, once opened.
    var inspector: StoreInspectorWindow? { inspectorScreen?.window }

    /// `clock` times the waits of the run (the keyring's).
    init(
        configuration: KittensConfiguration, kind: SessionKind, keyStore: any APIKeyStore, storage: SettingsStorage,
        logger: Logger, clock: any TimerClock = SystemClock()
    ) {
        self.configuration = configuration
        self.logger = logger
        var settings = configuration.runSettings
        settings.savedPageSize = storage.savedPageSize
        let live = LiveSettings(settings)
        let base: any StoreFactory = configuration.logLevel <= .debug
            ? LoggingStoreFactory(logger: Logger(label: "kittens.store"))
            : DefaultStoreFactory()
        let environment = switch kind {
        case .live:
            SessionEnvironment.live(
                configuration: configuration, keyStore: keyStore, storage: storage, base: base, live: live, clock: clock,
                logger: logger)
        case .replay(let recording):
            SessionEnvironment.replay(
                recording, configuration: configuration, keyStore: keyStore, base: base, live: live, clock: clock)
        }
        session = Session(environment: environment, logger: logger)
    }

    /// The main window while it is open.
    var currentWindow: MainWindow? { window }

    /// Makes the main window for `application` and binds every screen to it. Thumbnail downloads
    /// wait for `firstFramePainted`. Shown by `presentWindow`.
    func openWindow(in application: UnsafeMutablePointer<GtkApplication>) -> MainWindow {
        var configuration = ThumbnailLoader.Configuration()
        configuration.diskCache = thumbnailDiskCache
        configuration.downloadsPictures = self.configuration.downloadsPictures
        configuration.onFailure = { [logger] url, failure in
            logger.notice("thumbnail of \(LogRedaction.redact(url)) not shown: \(failure.message)")
        }
        let thumbnails = ThumbnailLoader(configuration: configuration)
        thumbnails.holdDownloads()
        self.thumbnails = thumbnails
        let window = MainWindow(application: application, thumbnails: thumbnails, pictures: session.screen(ViewerScreen.self).pictures)
        restoreSize(of: window)
        window.onDestroy = { [unowned self] in self.windowDestroyed() }
        window.onOpenInspector = { [unowned self] in self.openInspector() }
        window.help = AppHelp.location()
        self.window = window
        session.attach(to: window)
        return window
    }

    /// Brings the main window to the front; with a replay, the Store Inspector over it.
    func presentWindow() {
        guard let window else { return }
        window.present()
        if session.environment.isReplay { openInspector() }
    }

    /// The window's first frame is out: thumbnails may download, and the network starts.
    func firstFramePainted() {
        thumbnails?.releaseDownloads()
        window?.buildAfterFirstFrame()
        session.firstFramePainted()
    }

    /// The app is quitting: the stores end, and the saved list, the favourites and the
    /// thumbnail cache are written.
    func stop() {
        if let window { saveSize(of: window) }
        inspectorScreen = nil
        session.stop()
        thumbnailDiskCache.flush()
    }

    /// Shows the Store Inspector over the window, making it the first time.
    func openInspector() {
        guard let window else { return }
        let travels = session.timeTravels
        let screen = inspectorScreen ?? StoreInspectorScreen(
            inspector: StoreInspector(
                travels: travels, kinds: Session.recordingKinds, dispatchers: session.screens.map(\.intentDispatcher)),
            parent: window.window)
        inspectorScreen = screen
        screen.present()
        logger.debug("the Store Inspector is open over \(travels.map(\.inspectable.storeName).joined(separator: ", "))")
    }


    private func windowDestroyed() {
        inspectorScreen = nil
        session.detach()
        window = nil
        thumbnails = nil
    }
}
