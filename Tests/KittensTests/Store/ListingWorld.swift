import Foundation
import Kittens
import MVI
import MVITesting

/// The kitten store's world for `StorePropertyCheck`: a server whose pages follow one another
/// only at one size (`OrderedListingServer`), failing now and then or answering `200 []` early; the list saved between runs
/// (`MemorySnapshotArchive`); and the page size the user last chose, which a new run reads from
/// the settings, as the app does.
@MainActor
final class ListingWorld {
    static let pageSizes = [5, 10, 20, 25, 40, 100]

    let server = OrderedListingServer()
    let archive = MemorySnapshotArchive()
    /// The size the user last chose in Preferences.
    private(set) var chosenPageSize = 10

    /// The store of a start, as the app makes it: at the size the user chose last, started (it
    /// shows the saved list and asks for the first page).
    func makeStore() -> TestStore<ListingExecutor, ListingReducer> {
        let store = TestStore(
            initialState: ListingState(pageSize: chosenPageSize),
            bootstrapper: ActionsBootstrapper(ListingAction.atStart),
            executor: ListingExecutor(dataSource: server, archive: archive, busyRetry: BusyServerRetry(wait: { _ in })),
            reducer: ListingReducer())
        store.exhaustivity = .off
        store.start()
        return store
    }

    func intent(_ random: inout PropertyRandom) -> ListingIntent? {
        switch random.int(in: 0...99) {
        case 0..<50: .loadMore
        case 50..<62: .refresh
        case 62..<72: .retry
        default: .usePageSize(random.element(of: Self.pageSizes) ?? 10)
        }
    }

    /// Keeps the size the user chooses with `intent`; returns `intent`, to send.
    @discardableResult
    func sends(_ intent: ListingIntent) -> ListingIntent {
        if case .usePageSize(let size) = intent { chosenPageSize = PageSize.clamped(size) }
        return intent
    }

    static func event(_ random: inout PropertyRandom) -> PropertyEvent<ListingWorld>? {
        OrderedListingServer.trouble(&random) { $0.server }
    }

    static func source(of intent: ListingIntent) -> String {
        switch intent {
        case .usePageSize(let size): ".usePageSize(\(size))"
        default: ".\(intent)"
        }
    }

    /// What is wrong at any step: the list is not the start of the server's order, each picture
    /// once (a picture skipped, repeated or out of place).
    func problem(_ state: ListingState) -> String? {
        let shown = state.images.map(\.id)
        guard shown == Array(server.listing.prefix(shown.count)) else {
            return "the list shows \(shown), not the first \(shown.count) of the server's order (requests \(server.answered))"
        }
        return nil
    }

    /// What is wrong once the world healed and every job ran: a list that ends, with no error
    /// and nothing loading, before the server's last picture.
    func stalledProblem(_ state: ListingState) -> String? {
        if let problem = problem(state) { return problem }
        guard state.error == nil, !state.isLoading, !state.canLoadMore,
              state.images.count < server.listing.count
        else { return nil }
        return "the list ends after \(state.images.count) of \(server.listing.count) pictures (requests \(server.answered))"
    }

    /// What is wrong after a Refresh settled: the list starts again at the size the user last chose.
    func settledProblem(_ state: ListingState) -> String? {
        if let problem = stalledProblem(state) { return problem }
        guard state.pageSize == chosenPageSize, state.nextPageSize == nil, state.nextPage == 1, state.error == nil else {
            return "after a Refresh the list asks \(state.pageSize) a page (next listing: \(state.nextPageSize.map(String.init) ?? "none")), page \(state.nextPage), error \(state.error.map { "\($0)" } ?? "none"); the user chose \(chosenPageSize)"
        }
        return nil
    }
}
