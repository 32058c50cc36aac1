import Kittens
import MVI
import MVIRecording

/// The breeds the listing's filter offers: a store without a window of its own, started once
/// the network is.
@MainActor
final class BreedsScreen: StoreScreen {
    static let identity = StoreIdentity(name: breedsStoreName, format: .breedsStore)

    let store: any BreedsStore
    let travel: BreedsTimeTravel?

    init(environment: SessionEnvironment) {
        let dependencies = BreedsDependencies(environment)
        store = environment.storeFactory.makeBreedsStore(dataSource: dependencies.source, cache: dependencies.cache, autoStart: false)
        travel = Self.travel(in: environment)
    }

    func networkStarted(_ network: any SessionNetwork) { store.start() }
    func destroy() { store.dispose() }
}
