import Kittens
import KittensGtk
import KittensPictures
import MVI
import MVIRecording

/// The picture viewer: the viewer store, shown by the main window's picture page. It steps
/// through the listing's pictures, which reach it through `StoreConnections`.
@MainActor
final class ViewerScreen: Screen {
    static let recordingKind = RecordingKind.recording(ViewerRecording.self, format: .viewerStore)

    let store: any ViewerStore
    let travel: ViewerTimeTravel?
    /// The viewer's pictures: downloaded, or (a replay without `--replay-network`) from nowhere.
    let pictures: ViewerPictureLoader
    private var component: ViewerComponent?

    init(environment: SessionEnvironment) {
        var configuration = ViewerPictureLoader.Configuration()
        configuration.downloadsPictures = environment.configuration.downloadsPictures
        pictures = ViewerPictureLoader(configuration: configuration)
        store = environment.storeFactory.makeViewerStore(pictures: pictures, clock: environment.clock)
        travel = environment.timeTravel(ViewerRecording.self, storeName: viewerStoreName, ViewerTimeTravel.init)
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
