import Dispatch
import Kittens
import KittensNetwork
import KittensSupport
import Logging
import MVI

/// The stores and the data source behind them.
extension AppWiring {
    func makeComponent() -> KittenComponent {
        let storeLogger = Logger(label: "kittens.store")
        let base: any StoreFactory = configuration.logLevel <= .debug
            ? LoggingStoreFactory(logger: storeLogger)
            : DefaultStoreFactory()
        if let replay {
            let store = base.makeKittenStore(dataSource: ReplayDataSource(), pageSize: configuration.pageSize, pictures: pictures)
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
        let dataSourceConfiguration = configuration.dataSource
        preferences.onKeyChange = { [weak self] key in self?.liveSource?.use(apiKey: key) }
        let store = factory.makeKittenStore(
            dataSource: LoggingKittenDataSource(
                wrapping: deferredSource, logger: Logger(label: "kittens.network"),
                describeRequest: { limit, page in
                    var configuration = dataSourceConfiguration
                    configuration.apiKey = live.current.apiKey
                    return SoupKittenDataSource.describeRequest(configuration: configuration, limit: limit, page: page)
                }),
            pageSize: { live.pageSize },
            archive: archive,
            pictures: pictures
        )
        timeTravel = factory.kittenRecording.map { KittenTimeTravel(recording: $0) }
        return KittenComponent(store: store, stateSource: timeTravel)
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
        let deferred = deferredSource
        guard live.current.keyOverride == nil else { return deferred.provide(source) }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.keyringWait) { deferred.provide(source) }
        let preferences = preferences, live = live
        Task { @MainActor in
            await preferences.readKeyring()
            source.use(apiKey: live.current.apiKey)
            deferred.provide(source)
        }
    }
}
