import Kittens
import KittensGtk
import MVI
import MVIRecording

/// The picture viewer: the viewer store, shown by the main window's picture page. It steps
/// through the listing's pictures, which reach it through `StoreConnections`.
@MainActor
final class ViewerScreen: Screen {
    static let recordingKind = RecordingKind.recording(ViewerRecording.self, format: .viewerStore)

    let store: any ViewerStore
    let travel: ViewerTimeTravel?
    private var component: ViewerComponent?

    init(environment: SessionEnvironment) {
        store = environment.storeFactory.makeViewerStore(pictures: environment.pictures)
        travel = environment.recording(ViewerRecording.self, storeName: viewerStoreName).map { ViewerTimeTravel(recording: $0) }
    }

    var timeTravel: (any TimeTravelling)? { travel }

    func attach(to window: KittenWindow, in session: Session) {
        let component = self.component ?? ViewerComponent(store: store, stateSource: travel)
        self.component = component
        component.attach(window.viewerView)
    }

    func detach() { component?.detach() }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
    }
}
