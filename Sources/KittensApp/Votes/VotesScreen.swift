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
    /// The file, and TheCatAPI's votes of the key in use (none in a replay).
    private let outbox: VotesDependencies
    private var component: MyVotesComponent?

    init(environment: SessionEnvironment) {
        outbox = VotesDependencies(environment)
        store = environment.storeFactory.makeVotesStore(
            stored: outbox.stored, server: outbox.server, writes: outbox.writes, clock: environment.clock)
        travel = Self.travel(in: environment)
    }

    /// The store is told the account of `key`: the favourites' account, one `sub_id` for both.
    func keyInUse(_ key: APIKey?) {
        outbox.keyInUse(key) { store.accept(.accountChanged($0)) }
    }

    func attach(to window: MainWindow, in session: Session) {
        let component = self.component ?? MyVotesComponent(store: store, states: states, logger: Logger(label: "kittens"))
        self.component = component
        component.attach(window.rateView.myVotes)
    }

    func detach() { component?.detach() }

    func destroy() {
        if let component { component.destroy() } else { store.dispose() }
        outbox.writes.flush()
    }
}
