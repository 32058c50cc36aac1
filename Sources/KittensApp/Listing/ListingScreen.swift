import Kittens
import KittensGtk
import Logging
import MVI
import MVIRecording

/// The listing: the kitten store, shown by the main window.
@MainActor
final class ListingScreen: StoreScreen {
    static let identity = listingStoreIdentity

    let store: any ListingStore
    let travel: TimeTravelController<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel>?
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
        travel = Self.travel(in: environment)
        networkWatch = dependencies.networkWatch
        networkWatch?.tell(store)
    }

    func attach(to window: MainWindow, in session: Session) {
        let component = self.component ?? ListingComponent(
            store: store, states: states,
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
