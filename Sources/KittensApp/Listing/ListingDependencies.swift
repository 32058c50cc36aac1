import Kittens
import KittensNetwork
import Logging

/// What the listing's store is made with: where its pages come from, the saved list, and the
/// filters and layout it starts with, and what tells it the computer's network went. Live:
/// TheCatAPI through the session's network, the saved list, the kept settings and GIO's network
/// monitor; in a replay, nothing is asked for, saved, restored or watched.
@MainActor
struct ListingDependencies {
    let source: any ListingDataSource
    /// The saved list: the listing restores it and saves each new page; a replay has none.
    let archive: FileSnapshotArchive?
    let startFilters: ListingFilters
    let startLayout: ListingLayout
    /// Tells the store when the network goes and comes back; none in a replay, nor for an API
    /// on this computer, which needs no network.
    let networkWatch: ListingNetworkWatch?
}

extension ListingDependencies {
    init(_ environment: SessionEnvironment) {
        self = environment.isReplay ? .replay : .live(environment)
    }

    /// The filters start as saved, with `--breed`'s breed in place of the saved one.
    private static func live(_ environment: SessionEnvironment) -> ListingDependencies {
        let configuration = environment.configuration
        let client = ListingClient()
        environment.network.register(client)
        let archive = FileSnapshotArchive()
        archive.prefetch()
        var startFilters = environment.keptSettings?.savedFilters ?? .none
        if let breed = configuration.breedID { startFilters = startFilters.replacing(breedIDs: [breed]) }
        var networkWatch: ListingNetworkWatch?
        if !ListingNetworkWatch.isOnThisComputer(configuration.dataSource.endpoint) {
            let watch = ListingNetworkWatch(GIONetworkMonitor())
            environment.network.register(watch)
            networkWatch = watch
        }
        return ListingDependencies(
            source: client, archive: archive, startFilters: startFilters,
            startLayout: environment.keptSettings?.savedLayout ?? .list, networkWatch: networkWatch)
    }

    private static var replay: ListingDependencies {
        ListingDependencies(
            source: ReplayDataSource(), archive: nil, startFilters: .none, startLayout: .list, networkWatch: nil)
    }
}

/// The data source of a replay: it makes no request and answers every page with `.cancelled`,
/// so the store behind a replayed window stays empty and quiet.
struct ReplayDataSource: ListingDataSource {
    func load(limit: Int, page: Int) async -> ListingLoadResult { .cancelled }
}
