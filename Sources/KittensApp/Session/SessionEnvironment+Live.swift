import Kittens
import KittensNetwork
import KittensSupport
import Logging
import MVI
import MVIRecording

extension SessionEnvironment {
    /// A live run: the stores are recorded, the features' clients connect once the first frame
    /// is out (`TheCatAPINetwork`), and `storage` keeps the settings.
    static func live(
        configuration: KittensConfiguration, keyStore: any APIKeyStore, storage: SettingsStorage,
        base: any StoreFactory, live: LiveSettings, clock: any TimerClock, logger: Logger
    ) -> SessionEnvironment {
        let recordingFactory = RecordingStoreFactory(wrapping: base)
        return SessionEnvironment(
            kind: .live,
            configuration: configuration,
            storeFactory: recordingFactory,
            recordings: [:],
            recordingFactory: recordingFactory,
            live: live,
            keptSettings: storage,
            keyStore: keyStore,
            network: TheCatAPINetwork(
                configuration: configuration.dataSource, key: { live.current.apiKey }, keyIsGiven: { live.current.keyOverride != nil },
                logger: logger, clock: clock),
            clock: clock,
            describe: { logger in
                let hidden = [configuration.apiKey?.revealed].compactMap { $0 }
                let endpoint = LogRedaction.redact(configuration.endpoint, hiding: hidden)
                let base = LogRedaction.redact(configuration.apiBase.url, hiding: hidden)
                logger.info("endpoint \(endpoint), \(live.current.pageSize) images per page; API base \(base)")
            })
    }
}
