import Kittens
import KittensGtk
import MVI
import MVIRecording

/// The Rate page: one picture at a time from the listing's search, and the votes given on it.
@MainActor
final class RateScreen: Screen {
    static let recordingKind = RecordingKind.recording(RateRecording.self, format: .rateStore)

    let store: any RateStore
    let travel: RateTimeTravel?
    private var component: RateComponent?

    init(environment: SessionEnvironment) {
        let dependencies = RateDependencies(environment)
        store = environment.storeFactory.makeRateStore(pictures: dependencies.pictures)
        travel = environment.timeTravel(RateRecording.self, storeName: rateStoreName, RateTimeTravel.init)
    }

    var timeTravel: (any TimeTravelling)? { travel }
    var intentDispatcher: IntentDispatcher { IntentDispatcher(store, storeName: rateStoreName) }

    func attach(to window: MainWindow, in session: Session) {
        let component = self.component ?? RateComponent(store: store, stateSource: travel)
        self.component = component
        component.attach(window.rateView)
    }

    func detach() { component?.detach() }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
    }
}
