import Kittens
import KittensGtk
import KittensSupport
import Logging
import MVI
import MVIRecording

/// The votes: the store kept in `votes.json` and at TheCatAPI while a key is known. The Rate
/// page casts and withdraws through it (`StoreConnections`), and shows it in "My votes", where
/// its notices are toasts too.
@MainActor
final class VotesScreen: StoreScreen {
    static let identity = votesStoreIdentity

    let store: any VotesStore
    let travel: TimeTravelController<VotesState, VotesIntent, Never, VotesMessage, VotesLabel>?
    /// TheCatAPI's votes of the key in use; nil in a replay.
    let server: LiveVotesDataSource?
    private let writes: VotesWrites
    private var component: MyVotesComponent?

    init(environment: SessionEnvironment) {
        let dependencies = VotesDependencies(environment)
        server = dependencies.server
        writes = dependencies.writes
        store = environment.storeFactory.makeVotesStore(
            stored: dependencies.stored, server: dependencies.server, writes: dependencies.writes, clock: environment.clock)
        travel = Self.travel(in: environment)
    }

    /// The store is told the account of `key` (the favourites' account: one `sub_id` for
    /// both), which starts a sync and sends the votes waiting for it. Nothing in a replay.
    func keyInUse(_ key: APIKey?) {
        guard let server else { return }
        store.accept(.accountChanged(.of(base: server.base, subID: server.subID, apiKey: key)))
    }

    func attach(to window: MainWindow, in session: Session) {
        let component = self.component ?? MyVotesComponent(store: store, states: states, logger: Logger(label: "kittens"))
        self.component = component
        component.attach(window.rateView.myVotes)
    }

    func detach() { component?.detach() }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
        writes.flush()
    }
}
