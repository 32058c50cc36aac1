import KittensSupport
import MVI

/// The viewer store: a store of `ViewerState` driven by `ViewerIntent`s, publishing `ViewerLabel`s.
public typealias ViewerStore = Store<ViewerState, ViewerIntent, ViewerLabel>

/// The name factories know the viewer store by, in log lines and recordings.
public let viewerStoreName = "ViewerStore"

/// The viewer store's name and the shape version of its recordings: bump `version` whenever
/// a viewer state, intent, message or label changes shape.
public let viewerStoreIdentity = StoreIdentity(name: viewerStoreName, version: 3)

extension StoreFactory {
    /// Makes a started viewer store, closed and without a list until the listing's first
    /// (`ViewerIntent.listChanged`); `pictures` loads the pictures it shows, saves and copies
    /// (`NoPictures` where a run shows none), `background` takes Set as Background; the
    /// slideshow's waits are kept on `clock`. It
    /// does nothing by itself at start.
    public func makeViewerStore(
        pictures: any PictureSource, background: any DesktopBackground = NoDesktopBackground(),
        clock: any TimerClock = SystemClock()
    ) -> any ViewerStore {
        makeStore(
            name: viewerStoreName,
            initialState: ViewerState(),
            bootstrapper: NoBootstrapper<Never>(),
            executor: ViewerExecutor(pictures: pictures, background: background, clock: clock),
            reducer: ViewerReducer()
        )
    }
}
