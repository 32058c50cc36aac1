import Dispatch
import Kittens
import KittensNetwork
import KittensSupport
import Logging
import MVI
import MVIRecording

/// The stores and the data source behind them.
extension AppWiring {
    /// Makes the kitten store and its component, and binds the preferences' page size to the
    /// store (`Binder.bindPageSize`) and its filters to GSettings (`Binder.bindFilters`): the
    /// bindings start with the others, in `openWindow`. Outside a replay it also makes the
    /// breeds store, whose breeds the component offers in the filter (a replay offers the
    /// recorded ones). The store starts with the
    /// filters saved in GSettings, the breed of `--breed` (`KITTENS_BREED`) in place of the saved one.
    func makeComponent() -> KittenComponent {
        if let replay {
            let store = storeFactory.makeKittenStore(dataSource: ReplayDataSource(), pageSize: live.current.pageSize, pictures: pictures)
            binder.bindPageSize(of: preferences, to: store)
            let timeTravel = KittenTimeTravel(recording: replay.kitten)
            self.timeTravel = timeTravel
            logger.info("""
                replaying \(configuration.replayFile ?? "a recording"): \(replay.kitten.records.count) events; \
                the window shows the state after the newest, \(replay.kitten.latestState.images.count) images
                """)
            logReplayed(replay.preferences)
            logReplayed(replay.breeds)
            logReplayed(replay.favourites)
            breedsTravel = replay.breeds.map { BreedsTimeTravel(recording: $0) }
            return KittenComponent(store: store, stateSource: timeTravel, breeds: breedsTravel)
        }
        let factory = recordingFactory ?? RecordingStoreFactory(wrapping: storeFactory)
        let endpoint = LogRedaction.redact(configuration.endpoint, hiding: [configuration.apiKey].compactMap { $0 })
        let base = LogRedaction.redact(configuration.apiBase.url, hiding: [configuration.apiKey].compactMap { $0 })
        let live = live
        logger.info("endpoint \(endpoint), \(live.current.pageSize) images per page; API base \(base)")
        let dataSourceConfiguration = configuration.dataSource
        let store = factory.makeKittenStore(
            dataSource: LoggingKittenDataSource(
                wrapping: deferredSource, logger: Logger(label: "kittens.network"),
                describeRequest: { limit, page in
                    var configuration = dataSourceConfiguration
                    configuration.apiKey = live.current.apiKey
                    return SoupKittenDataSource.describeRequest(configuration: configuration, limit: limit, page: page)
                }),
            pageSize: live.current.pageSize,
            filters: startFilters,
            archive: archive,
            pictures: pictures
        )
        binder.bindPageSize(of: preferences, to: store)
        let storage = storage
        binder.bindFilters(of: store) { filters in storage.saveFilters(filters) }
        timeTravel = factory.kittenRecording.map { KittenTimeTravel(recording: $0) }
        let breeds = storeFactory.makeBreedsStore(dataSource: deferredBreeds, cache: BreedsFile(base: configuration.apiBase), autoStart: false)
        self.breeds = breeds
        breedsTravel = recordingFactory?.breedsRecording.map { BreedsTimeTravel(recording: $0) }
        return KittenComponent(store: store, stateSource: timeTravel, breeds: breedsTravel ?? breeds)
    }

    private func logReplayed<State, Intent, Action, Message, Label>(_ recording: StoreRecording<State, Intent, Action, Message, Label>?) {
        guard let recording else { return }
        logger.info("replaying \(recording.records.count) events of \(recording.storeName)")
    }

    /// The filters the kitten store starts with: the saved ones, with `--breed`'s in place of the
    /// saved breed.
    var startFilters: KittenFilters {
        let saved = storage.savedFilters
        guard let breed = configuration.breedID else { return saved }
        return KittenFilters(breedIDs: [breed], mimeTypes: saved.mimeTypes, hasBreeds: saved.hasBreeds, order: saved.order)
    }

    /// Makes the network source, on the main thread, which configures its libsoup session, and
    /// hands it to the store's loads once the key is known: at once when the command line or
    /// environment gave it, else when the keyring answers (or after `keyringWait`, without a
    /// key, should it not). The only place the source is made.
    func startDataSource() {
        var configuration = configuration.dataSource
        configuration.apiKey = live.current.apiKey
        let source = LiveDataSource(configuration: configuration)
        liveSource = source
        dataSourcesMade += 1
        logger.debug("the TheCatAPI data source is made")
        if let breeds {
            deferredBreeds.provide(SoupBreedDataSource(configuration: configuration))
            breeds.start()
        }
        let deferred = deferredSource
        guard live.current.keyOverride == nil else {
            deferred.provide(source)
            // The key of the command line or environment: the favourites use the server at once.
            return favouritesKeyChanged()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.keyringWait) { deferred.provide(source) }
        if preferences.state.keyring != .reading { keyringAnswered() }
        startPreferences()
    }

    /// The keyring has answered (through the binder): the network source sends the key of the
    /// next request, and the loads waiting for the source start.
    func keyringAnswered() {
        guard let liveSource else { return }
        liveSource.use(apiKey: live.current.apiKey)
        deferredSource.provide(liveSource)
        favouritesKeyChanged()
    }

    /// Tells the favourites store and its data source the key in use, once the network source
    /// is made (after the first frame): the account of a key starts a sync, and the changes
    /// waiting for it are sent.
    func favouritesKeyChanged() {
        guard liveSource != nil, let favouritesSource else { return }
        let key = live.current.apiKey
        favouritesSource.use(apiKey: key)
        favourites.accept(.accountChanged(.of(base: favouritesSource.base, subID: favouritesSource.subID, apiKey: key)))
    }
}
