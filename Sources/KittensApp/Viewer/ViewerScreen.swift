import Kittens
import KittensGtk
import KittensPictures
import MVI
import MVIRecording

/// The picture viewer: the viewer store, shown by the main window's picture page. It steps
/// through the listing's pictures, which reach it through `StoreConnections`.
@MainActor
final class ViewerScreen: StoreScreen {
    static let identity = viewerStoreIdentity

    let store: any ViewerStore
    let travel: TimeTravelController<ViewerState, ViewerIntent, Never, ViewerMessage, ViewerLabel>?
    /// The viewer's pictures: downloaded, or (a replay without `--replay-network`) from nowhere.
    let pictures: PictureLoader
    /// Set as Background through the desktop portal; nil in a replay, which sets none.
    let background: PortalDesktopBackground?
    private var component: ViewerComponent?

    init(environment: SessionEnvironment) {
        var configuration = PictureLoader.Configuration()
        configuration.downloadsPictures = environment.configuration.downloadsPictures
        pictures = PictureLoader(configuration: configuration)
        background = environment.isReplay ? nil : PortalDesktopBackground()
        store = environment.storeFactory.makeViewerStore(
            pictures: pictures, background: background ?? NoDesktopBackground(), clock: environment.clock)
        travel = Self.travel(in: environment)
    }

    func attach(to window: MainWindow, in session: Session) {
        let component = self.component ?? ViewerComponent(store: store, states: states)
        self.component = component
        component.attach(window.viewerView)
        background?.parentWindow = { [weak window] in window?.portalParentHandle ?? "" }
    }

    /// The desktop is asked whether it takes a background, after the first frame.
    func networkStarted(_ network: any SessionNetwork) {
        if background != nil { store.accept(.checkDesktopBackground) }
    }

    func detach() { component?.detach() }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
    }
}
