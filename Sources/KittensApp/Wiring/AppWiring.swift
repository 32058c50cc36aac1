import CGLib
import CGtk
import Dispatch
import GLibRuntime
import Kittens
import KittensGtk
import KittensSupport
import Logging
import MVI

/// What binds to what: the kitten component and its stores, the data source, the thumbnail
/// loader, the main window, the Store Inspector and Preferences. The lifecycle
/// (`KittensApplication`) says when: `openWindow` on activate, `firstFramePainted` once the
/// window's first frame is out, `stop` at shutdown.
///
/// Every store is recorded, and each view shows the states of a time-travel controller over
/// its store's recording (`KittenTimeTravel`, `PreferencesTimeTravel`, `BreedsTimeTravel` for
/// the breed filter, `FavouritesTimeTravel` for the hearts and the Favourites view), which the
/// inspector moves together. With a replay the windows show the file's recordings instead: they start at
/// the state after their newest event, the inspector opens at once, and the stores behind the
/// windows ask the network for no page (a `ReplayDataSource`), save no list, and neither read
/// nor write the keyring or the preferences file. Thumbnails come from the disk cache only and the
/// viewer downloads nothing, unless `--replay-network` says otherwise: a recording may name any
/// address, and a download would reveal the user's to it.
///
/// The key and page size come from the command line or environment when given there, else from
/// Preferences: the key in the keyring, read after the first frame (the first request waits for
/// it, at most `keyringWait`), the page size from `storage` (GSettings, see `SettingsStorage`). The preferences store,
/// made with the same factory chain as the kitten store, reaches the listing and the data source
/// only through `binder` (`Binder.bindSettings`, and `Binder.bindPageSize` for the kitten store's
/// page size, bound when the store is made), which runs while the main window is open: saving in
/// Preferences applies to the next request.
@MainActor
final class AppWiring {
    let configuration: KittensConfiguration
    let replay: SessionRecording?
    let logger: Logger
    let live: LiveSettings
    /// Where the page size, the main window's size, the filters and the favourites' `sub_id` are
    /// kept between runs.
    let storage: SettingsStorage
    /// The one chain of factories every store is made with: logging at debug level, and, when
    /// not replaying, `recordingFactory` over it.
    let storeFactory: any StoreFactory
    let recordingFactory: RecordingStoreFactory?
    /// The key and the page size in Preferences; started (the keyring read) after the first
    /// frame, or when Preferences opens.
    let preferences: any PreferencesStore
    /// The favourites, shown by the window (the heart, the row menu, toasts): kept in `favourites.json`, and at TheCatAPI while a
    /// key is known (told in `favouritesKeyChanged`).
    let favourites: any FavouritesStore
    /// What the hearts and the Favourites view show: the favourites store's states through its
    /// time travel, or the replayed recording's.
    let favouritesTravel: FavouritesTimeTravel?
    /// What the breed filter lists: the breeds store's states through its time travel, or the
    /// replayed recording's; made with the component.
    var breedsTravel: BreedsTimeTravel?
    /// Where the favourites store's writes of `favourites.json` wait their turn; `stop` waits
    /// for them.
    let favouritesWrites: FavouritesWrites
    /// The favourites store's data source; nil in a replay, which sends nothing.
    let favouritesSource: LiveFavouritesDataSource?
    /// The breeds the filter offers (made with the component, not in a replay); started after the
    /// first frame, when its data source (`deferredBreeds`) is provided.
    var breeds: (any BreedsStore)?
    let deferredBreeds = DeferredBreedDataSource()
    /// Where the stores meet: started with the main window, stopped when it closes.
    let binder = Binder()
    var preferencesStarted = false
    var preferencesRendering: StoreSubscription?
    let archive = FileSnapshotArchive()
    private let thumbnailDiskCache = ThumbnailDiskCache()
    /// The viewer's pictures: the kitten store's `PictureSource`, shown by the window.
    let pictures: ViewerPictureLoader
    var component: KittenComponent?
    var timeTravel: KittenTimeTravel?
    /// What the Preferences window shows: the preferences store's states, through its time travel.
    let preferencesTravel: PreferencesTimeTravel?
    /// Where the store's loads go until `startDataSource` provides the network source.
    let deferredSource = DeferredDataSource()
    var liveSource: LiveDataSource?
    /// How many times `startDataSource` made the network source: once a run at most.
    var dataSourcesMade = 0
    var window: KittenWindow?
    /// The view the component renders into: the window, with what it shows logged.
    private var shownTextLog: ShownTextLog?
    private var thumbnails: ThumbnailLoader?
    var inspector: StoreInspectorWindow?
    var preferencesWindow: PreferencesWindow?
    /// How long the first request waits for the keyring, which may be showing an unlock prompt.
    static let keyringWait = DispatchTimeInterval.seconds(3)

    init(configuration: KittensConfiguration, replay: SessionRecording?, keyStore: any APIKeyStore, storage: SettingsStorage, logger: Logger) {
        self.configuration = configuration
        self.replay = replay
        self.logger = logger
        var pictureConfiguration = ViewerPictureLoader.Configuration()
        pictureConfiguration.downloadsPictures = configuration.downloadsPictures
        pictures = ViewerPictureLoader(configuration: pictureConfiguration)
        self.storage = storage
        var settings = configuration.runSettings
        settings.savedPageSize = storage.savedPageSize
        live = LiveSettings(settings)
        let base: any StoreFactory = configuration.logLevel <= .debug
            ? LoggingStoreFactory(logger: Logger(label: "kittens.store"))
            : DefaultStoreFactory()
        recordingFactory = replay == nil ? RecordingStoreFactory(wrapping: base) : nil
        storeFactory = recordingFactory ?? base
        if let replay {
            preferences = storeFactory.makePreferencesStore(
                settings: settings, keyStore: ReplayKeyStore(), writer: ReplayPreferencesWriter(), autoStart: false)
            preferencesTravel = replay.preferences.map { PreferencesTimeTravel(recording: $0) }
            favouritesSource = nil
            favouritesWrites = FavouritesWrites(ReplayFavouritesWriter())
            favourites = storeFactory.makeFavouritesStore(stored: StoredFavourites(), server: nil, writes: favouritesWrites)
            favouritesTravel = replay.favourites.map { FavouritesTimeTravel(recording: $0) }
        } else {
            preferences = storeFactory.makePreferencesStore(
                settings: settings, keyStore: keyStore, writer: storage.writer, autoStart: false)
            preferencesTravel = recordingFactory?.preferencesRecording.map { PreferencesTimeTravel(recording: $0) }
            archive.prefetch()
            let file = FavouritesFile()
            let stored = file.read()
            let subID = storage.favouritesSubID(known: stored.persisted.account?.subID)
            let source = LiveFavouritesDataSource(base: configuration.apiBase, subID: subID)
            favouritesSource = source
            favouritesWrites = FavouritesWrites(file)
            favourites = storeFactory.makeFavouritesStore(stored: stored, server: source, writes: favouritesWrites)
            favouritesTravel = recordingFactory?.favouritesRecording.map { FavouritesTimeTravel(recording: $0) }
        }
        binder.bindSettings(
            of: preferences, to: live, logger: logger,
            onKeyChange: { [weak self] key in
                self?.liveSource?.use(apiKey: key)
                self?.favouritesKeyChanged()
            },
            onKeyringAnswered: { [weak self] in self?.keyringAnswered() })
        binder.bindNotices(of: preferences, logger: logger)
        binder.bindFavourites(
            favourites, states: favouritesTravel, logger: logger,
            render: { [weak self] model in self?.window?.renderFavourites(model) },
            show: { [weak self] notice in self?.window?.showFavouritesNotice(notice) })
    }

    /// The main window while it is open.
    var currentWindow: KittenWindow? { window }

    /// Makes the main window for `application` and binds the component to it; the stores are
    /// made the first time. Thumbnail downloads wait for `firstFramePainted`. Shown by
    /// `presentWindow`.
    func openWindow(in application: UnsafeMutablePointer<GtkApplication>) -> KittenWindow {
        let component = self.component ?? makeComponent()
        self.component = component
        var configuration = ThumbnailLoader.Configuration()
        configuration.diskCache = thumbnailDiskCache
        configuration.downloadsPictures = self.configuration.downloadsPictures
        configuration.onFailure = { [logger] url, failure in
            logger.notice("thumbnail of \(LogRedaction.redact(url)) not shown: \(failure.message)")
        }
        let thumbnails = ThumbnailLoader(configuration: configuration)
        thumbnails.holdDownloads()
        self.thumbnails = thumbnails
        let window = KittenWindow(application: application, thumbnails: thumbnails, pictures: pictures)
        restoreSize(of: window)
        window.onDestroy = { [unowned self] in self.windowDestroyed() }
        window.onOpenInspector = { [unowned self] in self.openInspector() }
        window.onOpenPreferences = { [unowned self] in self.openPreferences() }
        window.help = AppHelp.location()
        window.onFavouritesEvent = { [unowned self] event in self.accept(event) }
        self.window = window
        let view = ShownTextLog(view: window, logger: logger)
        shownTextLog = view
        component.onViewCreated(view)
        let toComponent = view.onEvent
        view.onEvent = { [unowned self] event in
            toComponent?(event)
            // Refresh also sends the favourites' waiting changes and reads the server's.
            if event == .refresh { self.favourites.accept(.sync) }
        }
        component.onStart()
        binder.start()
        return window
    }

    /// Brings the main window to the front; with a replay, the Store Inspector over it.
    func presentWindow() {
        guard let window else { return }
        window.present()
        if replay != nil { openInspector() }
    }

    /// The window's first frame is out: thumbnails may download, and the network source is
    /// made (the first time).
    func firstFramePainted() {
        thumbnails?.releaseDownloads()
        if replay == nil, liveSource == nil { startDataSource() }
    }

    /// The app is quitting: the stores end, and the saved list, the favourites and the
    /// thumbnail cache are written.
    func stop() {
        if let window { saveSize(of: window) }
        inspector = nil
        closePreferences()
        binder.stop()
        preferences.dispose()
        favourites.dispose()
        breeds?.dispose()
        component?.onDestroy()
        component = nil
        archive.flush()
        favouritesWrites.flush()
        thumbnailDiskCache.flush()
    }

    /// What the user did to favourites, to the store it is for (`FavouritesEvent.route`):
    /// opening a favourite's picture goes to the kitten store's viewer.
    private func accept(_ event: FavouritesEvent) {
        switch event.route {
        case .favourites(let intent): favourites.accept(intent)
        case .kittens(let intent): component?.store.accept(intent)
        }
    }

    private func windowDestroyed() {
        inspector = nil
        closePreferences()
        binder.stop()
        component?.onStop()
        component?.onViewDestroyed()
        window = nil
        shownTextLog = nil
        thumbnails = nil
    }
}
