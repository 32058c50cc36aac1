import FoundationEssentials
import KittensSupport
import MVI

/// The votes store: `VotesState` driven by `VotesIntent`s, publishing `VotesLabel`s.
public typealias VotesStore = Store<VotesState, VotesIntent, VotesLabel>

/// The name factories know the votes store by, in log lines and recordings.
public let votesStoreName = "VotesStore"

/// The votes store's name and the shape version of its recordings: bump `version` whenever
/// a votes state, intent, message or label changes shape.
public let votesStoreIdentity = StoreIdentity(name: votesStoreName, version: 5)

extension StoreFactory {
    /// Makes the votes store over what the votes file held (`VotesFile.read()`). Changes go to
    /// `server` once an account is in use (`VotesIntent.accountChanged`); `server` nil keeps
    /// them here only (a replay). The waits before a retry are kept on `clock`.
    public func makeVotesStore(
        stored: StoredVotes, server: (any VotesServer)?, writes: VotesWrites,
        now: @escaping @Sendable () -> Date = { Date() }, clock: any TimerClock = SystemClock()
    ) -> any VotesStore {
        makeStore(
            name: votesStoreName,
            initialState: VotesState(persisted: stored.persisted, fileProblem: stored.problem),
            bootstrapper: NoBootstrapper<Never>(),
            executor: VotesExecutor(server: server, writes: writes, now: now, clock: clock),
            reducer: VotesReducer()
        )
    }
}
