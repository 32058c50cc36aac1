import Kittens
import KittensGtk
import MVI
import MVIRecording

/// The Rate page: one picture at a time from the listing's search, and the votes given on it.
@MainActor
final class RateScreen: StoreScreen {
    static let identity = rateStoreIdentity

    let store: any RateStore
    let travel: TimeTravelController<RateState, RateIntent, Never, RateMessage, RateLabel>?
    private var component: RateComponent?

    init(environment: SessionEnvironment) {
        let dependencies = RateDependencies(environment)
        store = environment.storeFactory.makeRateStore(pictures: dependencies.pictures, clock: environment.clock)
        travel = Self.travel(in: environment)
    }

    func attach(to window: MainWindow, in session: Session) {
        let component = self.component ?? RateComponent(store: store, states: states)
        self.component = component
        component.attach(window.rateView)
    }

    func detach() { component?.detach() }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
    }
}
