import Dispatch
import Kittens
import KittensNetwork
import KittensSupport
import Logging

/// The network of a live run: the TheCatAPI data sources, made on the main thread once the
/// window's first frame is out (the libsoup session and the GIO modules it loads stay off the
/// start-up path), and handed to the stores' loads once the key is known: at once when the
/// command line or environment gave it, else when the keyring answers, or after `keyringWait`
/// without a key should it not.
@MainActor
final class LiveNetwork: SessionNetwork {
    /// How long the first request waits for the keyring, which may be showing an unlock prompt.
    static let keyringWait = Duration.seconds(3)

    private let configuration: KittensConfiguration
    private let live: LiveSettings
    private let logger: Logger
    /// Times the keyring wait.
    private let clock: any TimerClock
    /// Where the kitten store's loads go until the network source is made.
    let deferredSource = DeferredDataSource()
    let deferredBreeds = DeferredBreedDataSource()
    /// The favourites store's server.
    let favouritesSource: LiveFavouritesDataSource
    /// The network source, once made.
    private(set) var liveSource: LiveDataSource?
    /// How many times the network source was made: once a run at most.
    private(set) var dataSourcesMade = 0

    init(
        configuration: KittensConfiguration, live: LiveSettings, favouritesSource: LiveFavouritesDataSource, logger: Logger,
        clock: any TimerClock
    ) {
        self.clock = clock
        self.configuration = configuration
        self.live = live
        self.favouritesSource = favouritesSource
        self.logger = logger
    }

    func start(preferences: PreferencesScreen, breeds: any BreedsStore, favourites: any FavouritesStore) {
        guard liveSource == nil else { return }
        var configuration = configuration.dataSource
        configuration.apiKey = live.current.apiKey
        let source = LiveDataSource(configuration: configuration)
        liveSource = source
        dataSourcesMade += 1
        logger.debug("the TheCatAPI data source is made")
        deferredBreeds.provide(SoupBreedDataSource(configuration: configuration))
        breeds.start()
        let deferred = deferredSource
        guard live.current.keyOverride == nil else {
            deferred.provide(source)
            // The key of the command line or environment: the favourites use the server at once.
            return keyChanged(favourites: favourites)
        }
        clock.schedule(after: Self.keyringWait, on: .main) { deferred.provide(source) }
        if preferences.store.state.keyring != .reading { keyChanged(favourites: favourites) }
        preferences.startOnce()
    }

    /// The network source sends the key of the next request, the loads waiting for the source
    /// start, and the favourites store is told the account of the key, which starts a sync and
    /// sends the changes waiting for it. Nothing before the source is made.
    func keyChanged(favourites: any FavouritesStore) {
        guard let liveSource else { return }
        let key = live.current.apiKey
        liveSource.use(apiKey: key)
        deferredSource.provide(liveSource)
        favouritesSource.use(apiKey: key)
        favourites.accept(.accountChanged(.of(base: favouritesSource.base, subID: favouritesSource.subID, apiKey: key)))
    }
}
