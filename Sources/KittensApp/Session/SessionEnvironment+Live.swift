import Kittens
import KittensNetwork
import KittensPictures
import KittensSupport
import Logging
import MVI
import MVIRecording

extension SessionEnvironment {
    /// A live run: the stores are recorded; pages, breeds and favourites come from TheCatAPI
    /// once the first frame is out (`LiveNetwork`); the saved list, the favourites file, the
    /// keyring and `storage` (the page size, the filters, the layout, the window's size, the favourites'
    /// `sub_id`) are read and written. The filters start as saved, with `--breed`'s breed in
    /// place of the saved one.
    static func live(
        configuration: KittensConfiguration, keyStore: any APIKeyStore, storage: SettingsStorage,
        base: any StoreFactory, live: LiveSettings, pictures: ViewerPictureLoader, clock: any TimerClock, logger: Logger
    ) -> SessionEnvironment {
        let recordingFactory = RecordingStoreFactory(wrapping: base)
        let archive = FileSnapshotArchive()
        archive.prefetch()
        let file = FavouritesFile()
        let stored = file.read()
        let favouritesSource = LiveFavouritesDataSource(
            base: configuration.apiBase, subID: storage.favouritesSubID(known: stored.persisted.account?.subID))
        let network = LiveNetwork(
            configuration: configuration, live: live, favouritesSource: favouritesSource, logger: logger, clock: clock)
        let dataSourceConfiguration = configuration.dataSource
        var startFilters = storage.savedFilters
        if let breed = configuration.breedID {
            startFilters = KittenFilters(
                breedIDs: [breed], mimeTypes: startFilters.mimeTypes, hasBreeds: startFilters.hasBreeds, order: startFilters.order)
        }
        return SessionEnvironment(
            storeFactory: recordingFactory,
            recordings: [:],
            recordingFactory: recordingFactory,
            live: live,
            kittenSource: LoggingKittenDataSource(
                wrapping: network.deferredSource, logger: Logger(label: "kittens.network"),
                describeRequest: { limit, page in
                    var configuration = dataSourceConfiguration
                    configuration.apiKey = live.current.apiKey
                    return SoupKittenDataSource.describeRequest(configuration: configuration, limit: limit, page: page)
                }),
            archive: archive,
            startFilters: startFilters,
            startLayout: storage.savedLayout,
            breedSource: network.deferredBreeds,
            breedCache: BreedsFile(base: configuration.apiBase),
            favourites: stored,
            favouritesServer: favouritesSource,
            favouritesWrites: FavouritesWrites(file),
            keyStore: keyStore,
            preferencesWriter: storage.writer,
            keptSettings: storage,
            pictures: pictures,
            downloadsPictures: configuration.downloadsPictures,
            network: network,
            opensInspector: false,
            describe: { logger in
                let hidden = [configuration.apiKey?.revealed].compactMap { $0 }
                let endpoint = LogRedaction.redact(configuration.endpoint, hiding: hidden)
                let base = LogRedaction.redact(configuration.apiBase.url, hiding: hidden)
                logger.info("endpoint \(endpoint), \(live.current.pageSize) images per page; API base \(base)")
            })
    }
}
