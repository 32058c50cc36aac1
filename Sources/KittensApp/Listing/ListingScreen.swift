import Kittens
import KittensGtk
import Logging
import MVI
import MVIRecording

/// The listing: the kitten store, shown by the main window.
@MainActor
final class ListingScreen: Screen {
    static let recordingKind = RecordingKind.recording(ListingRecording.self, format: .listingStore)

    let store: any ListingStore
    var intentDispatcher: IntentDispatcher { IntentDispatcher(store, storeName: listingStoreName) }
    let travel: ListingTimeTravel?
    /// The saved list, written when the app quits.
    private let archive: FileSnapshotArchive?
    /// Tells the store when the network goes and comes back; none in a replay.
    private let networkWatch: ListingNetworkWatch?
    private var component: ListingComponent?
    private let shownTexts = ShownTextLog(logger: Logger(label: "kittens"))

    init(environment: SessionEnvironment) {
        let dependencies = ListingDependencies(environment)
        archive = dependencies.archive
        store = environment.storeFactory.makeListingStore(
            dataSource: dependencies.source, pageSize: environment.live.current.pageSize,
            filters: dependencies.startFilters, layout: dependencies.startLayout, archive: dependencies.archive,
            clock: environment.clock)
        travel = environment.timeTravel(ListingRecording.self, storeName: listingStoreName, ListingTimeTravel.init)
        networkWatch = dependencies.networkWatch
        networkWatch?.tell(store)
    }

    var timeTravel: (any TimeTravelling)? { travel }

    func attach(to window: MainWindow, in session: Session) {
        let component = self.component ?? ListingComponent(
            store: store, stateSource: travel,
            onModel: { [shownTexts] model in shownTexts.rendered(model) })
        self.component = component
        component.attach(window)
    }

    func detach() {
        component?.detach()
    }

    func destroy() {
        networkWatch?.stop()
        if let component { component.destroy() } else { store.dispose() }
        archive?.flush()
    }
}
