import Kittens
import KittensPictures
import Logging
import MVI
import MVIRecording

/// What a session hands the one construction path of its screens: where the stores' data comes
/// from and goes to, the recordings the windows show, and the network. A live run
/// (`SessionEnvironment.live`) and a replay (`SessionEnvironment.replay`) differ only here.
@MainActor
struct SessionEnvironment {
    /// Makes every store: logging at debug level, and in a live run recording for time travel.
    let storeFactory: any StoreFactory
    /// The recording each screen's window shows and the inspector moves, by store name: the live
    /// stores' own, or the replayed file's.
    let recordings: [String: any InspectableRecording]
    /// What is made lazily to the live stores' recordings (a recording exists once its store is made).
    let recordingFactory: RecordingStoreFactory?
    /// The run's settings as the data sources read them.
    let live: LiveSettings
    let kittenSource: any KittenDataSource
    /// The saved list: the listing restores it and saves each new page; a replay has none.
    let archive: FileSnapshotArchive?
    let startFilters: KittenFilters
    /// The layout the listing starts in: the one saved, or the list.
    let startLayout: ListingLayout
    let breedSource: any BreedDataSource
    let breedCache: any BreedCache
    let favourites: StoredFavourites
    let favouritesServer: (any FavouritesServer)?
    let favouritesWrites: FavouritesWrites
    let keyStore: any APIKeyStore
    let preferencesWriter: any PreferencesWriter
    /// Where the filters, the layout and the window's size are kept between runs; a replay keeps none.
    let keptSettings: SettingsStorage?
    /// The viewer's pictures: downloaded, or (a replay without `--replay-network`) from nowhere.
    let pictures: ViewerPictureLoader
    /// Whether thumbnails and pictures may be downloaded.
    let downloadsPictures: Bool
    /// Starts the data sources after the first frame and tells them the key in use.
    let network: any SessionNetwork
    /// Whether the Store Inspector opens with the window (a replay's).
    let opensInspector: Bool
    /// Says what the session shows, once, when it starts.
    let describe: (Logger) -> Void

    /// The recording of the store named `storeName` that the session shows, with its types.
    func recording<Recording>(_ type: Recording.Type, storeName: String) -> Recording? {
        (recordings[storeName] ?? recordingFactory?.allRecordings.first { $0.storeName == storeName }) as? Recording
    }
}
