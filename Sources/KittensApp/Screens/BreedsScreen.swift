import Kittens
import KittensGtk
import MVI
import MVIRecording

/// The breeds the listing's filter offers: a store without a window of its own, started once
/// the network is (`SessionNetwork`).
@MainActor
final class BreedsScreen: Screen {
    static let recordingKind = RecordingKind.recording(BreedsRecording.self, format: .breedsStore)

    let store: any BreedsStore
    let travel: BreedsTimeTravel?

    init(environment: SessionEnvironment) {
        store = environment.storeFactory.makeBreedsStore(
            dataSource: environment.breedSource, cache: environment.breedCache, autoStart: false)
        travel = environment.recording(BreedsRecording.self, storeName: breedsStoreName).map { BreedsTimeTravel(recording: $0) }
    }

    /// What the filter lists: the states the session shows.
    var states: any StateSource<BreedsState> { travel ?? store }
    var timeTravel: (any TimeTravelling)? { travel }

    func attach(to window: KittenWindow, in session: Session) {}
    func detach() {}
    func destroy() { store.dispose() }
}
