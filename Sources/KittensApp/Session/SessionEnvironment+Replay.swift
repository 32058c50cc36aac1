import Kittens
import KittensPictures
import Logging
import MVI
import MVIRecording

extension SessionEnvironment {
    /// A replay of `recording` (`kittens --replay FILE`): the windows show the file's recordings,
    /// starting at the state after their newest event, and the inspector opens at once. The
    /// stores behind the windows ask the network for nothing, save no list, and neither read nor
    /// write the keyring, the preferences, the filters, the window's size or the favourites file.
    /// Thumbnails come from the disk cache only and the viewer downloads nothing, unless
    /// `--replay-network` says otherwise: a recording may name any address, and a download would
    /// reveal the user's to it.
    static func replay(
        _ recording: SessionRecording, configuration: KittensConfiguration, base: any StoreFactory, live: LiveSettings,
        pictures: ViewerPictureLoader
    ) -> SessionEnvironment {
        SessionEnvironment(
            storeFactory: base,
            recordings: Dictionary(recording.recordings.map { ($0.storeName, $0) }, uniquingKeysWith: { first, _ in first }),
            recordingFactory: nil,
            live: live,
            kittenSource: ReplayDataSource(),
            archive: nil,
            startFilters: .none,
            startLayout: .list,
            breedSource: ReplayBreedDataSource(),
            breedCache: ReplayBreedCache(),
            favourites: StoredFavourites(),
            favouritesServer: nil,
            favouritesWrites: FavouritesWrites(ReplayFavouritesWriter()),
            keyStore: ReplayKeyStore(),
            preferencesWriter: ReplayPreferencesWriter(),
            keptSettings: nil,
            pictures: pictures,
            downloadsPictures: configuration.downloadsPictures,
            network: NoNetwork(),
            opensInspector: true,
            describe: { logger in
                let kitten = recording.kitten
                logger.info("""
                    replaying \(configuration.replayFile ?? "a recording"): \(kitten.records.count) events; \
                    the window shows the state after the newest, \(kitten.latestState.images.count) images
                    """)
                for replayed in recording.recordings where replayed !== kitten {
                    logger.info("replaying \(replayed.timelineEntries(after: nil).count) events of \(replayed.storeName)")
                }
            })
    }
}
