import MVI
import Outbox

extension OutboxDriver {
    /// The driver of a store of an account's records at TheCatAPI (favourites, votes): its
    /// jobs are `jobs`, it waits `FavouritesRetry`'s waits with `wait`, and
    /// at most `FavouritesExecutor.maximumSending` operations are on their way at once.
    @MainActor
    init(
        _ client: Client, server: Client.Server?, jobs: OutboxJobs,
        wait: @escaping @Sendable (_ seconds: Int) async -> Void, writes: OutboxWrites<State.Persisted>
    ) {
        let execution = OutboxExecution(jobs: jobs, policy: FavouritesRetry.policy, wait: wait, writes: writes)
        self.init(client: client, server: server, execution: execution, maximumSending: FavouritesExecutor.maximumSending)
    }
}
