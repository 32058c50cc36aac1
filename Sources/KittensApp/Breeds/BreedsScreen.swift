import Kittens
import KittensGtk
import MVI
import MVIRecording

/// The breeds the listing's filter offers: a store without a window of its own, started once
/// the network is.
@MainActor
final class BreedsScreen: StoreScreen {
    static let identity = breedsStoreIdentity

    let store: any BreedsStore
    let travel: TimeTravelController<BreedsState, BreedsIntent, BreedsAction, BreedsMessage, Never>?

    init(environment: SessionEnvironment) {
        let dependencies = BreedsDependencies(environment)
        store = environment.storeFactory.makeBreedsStore(
            dataSource: dependencies.source, cache: dependencies.cache, clock: environment.clock, autoStart: false)
        travel = Self.travel(in: environment)
    }

    /// The breeds show in the window through the listing's and the viewer's models; here they
    /// add their places for it (the viewer's card, the gallery's caption, the filter's part).
    func attach(to window: MainWindow, in session: Session) {
        window.addBreeds()
    }

    func networkStarted(_ network: any SessionNetwork) { store.start() }
    func destroy() { store.dispose() }
}
