import Kittens
import KittensSupport
import Logging
import MVI
import MVIRecording

/// What a session hands the one construction path of its screens, the same for every feature:
/// how stores are made and recorded, the run's settings, where settings are kept, the network
/// and the clock. Each feature chooses its own dependencies from it: the live ones in a live run,
/// the replay's stand-ins in a replay (`kind`). A live run (`SessionEnvironment.live`) and a
/// replay (`SessionEnvironment.replay`) differ only here.
@MainActor
struct SessionEnvironment {
    /// Which session this is: the run's own, or a recording's.
    let kind: SessionKind
    let configuration: KittensConfiguration
    /// Makes every store: logging at debug level, and in a live run recording for time travel.
    let storeFactory: any StoreFactory
    /// The recording each screen's window shows and the inspector moves, by store name: the live
    /// stores' own, or the replayed file's.
    let recordings: [String: any InspectableRecording]
    /// What is made lazily to the live stores' recordings (a recording exists once its store is made).
    let recordingFactory: RecordingStoreFactory?
    /// The run's settings as the clients read them.
    let live: LiveSettings
    /// Where the run's settings, the filters, the layout and the window's size are kept between
    /// runs; a replay keeps none.
    let keptSettings: SettingsStorage?
    /// Where the key is kept between runs (a replay keeps no key).
    let keyStore: any APIKeyStore
    /// Connects the features' clients after the first frame and tells them the key in use.
    let network: any SessionNetwork
    /// Times the waits of the run.
    let clock: any TimerClock
    /// Says what the session shows, once, when it starts.
    let describe: (Logger) -> Void

    /// Whether this session replays a recording.
    var isReplay: Bool {
        if case .replay = kind { return true }
        return false
    }

    /// The recording of the store named `storeName` that the session shows, with its types.
    func recording<Recording>(_ type: Recording.Type, storeName: String) -> Recording? {
        (recordings[storeName] ?? recordingFactory?.allRecordings.first { $0.storeName == storeName }) as? Recording
    }

    /// The time travel over the recording of `storeName` the session shows, when there is one.
    func timeTravel<Recording, Travel>(
        _ type: Recording.Type, storeName: String, _ make: (Recording) -> Travel
    ) -> Travel? {
        recording(type, storeName: storeName).map(make)
    }
}
