import Kittens
import KittensSupport
import Logging
import MVI
import MVIRecording

extension SessionEnvironment {
    /// A replay of `recording` (`kittens --replay FILE`): the windows show the file's recordings,
    /// starting at the state after their newest event. Every feature takes its replay stand-ins:
    /// the stores behind the windows ask the network for nothing and write nothing of the user's.
    /// Thumbnails come from the disk cache only and the viewer downloads nothing, unless
    /// `--replay-network` says otherwise: a recording may name any address, and a download would
    /// reveal the user's to it.
    static func replay(
        _ recording: SessionRecording, configuration: KittensConfiguration, keyStore: any APIKeyStore, base: any StoreFactory,
        live: LiveSettings, clock: any TimerClock
    ) -> SessionEnvironment {
        SessionEnvironment(
            kind: .replay(recording),
            configuration: configuration,
            storeFactory: base,
            recordings: Dictionary(recording.recordings.map { ($0.storeName, $0) }, uniquingKeysWith: { first, _ in first }),
            recordingFactory: nil,
            live: live,
            keptSettings: nil,
            keyStore: keyStore,
            network: NoNetwork(),
            clock: clock,
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
