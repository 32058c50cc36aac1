import Kittens
import MVI
import MVIRecording

/// The breeds the listing's filter offers: a store without a window of its own, started once
/// the network is.
@MainActor
final class BreedsScreen: Screen {
    static let recordingKind = RecordingKind.recording(BreedsRecording.self, format: .breedsStore)

    let store: any BreedsStore
    /// Sends the intents typed in the Store Inspector to the store.
    var intentDispatcher: IntentDispatcher { IntentDispatcher(store, storeName: breedsStoreName) }
    let travel: BreedsTimeTravel?

    init(environment: SessionEnvironment) {
        let dependencies = BreedsDependencies(environment)
        store = environment.storeFactory.makeBreedsStore(dataSource: dependencies.source, cache: dependencies.cache, autoStart: false)
        travel = environment.timeTravel(BreedsRecording.self, storeName: breedsStoreName, BreedsTimeTravel.init)
    }

    /// What the filter lists: the states the session shows.
    var states: any StateSource<BreedsState> { travel ?? store }
    var timeTravel: (any TimeTravelling)? { travel }

    func networkStarted(_ network: any SessionNetwork) { store.start() }
    func destroy() { store.dispose() }
}
