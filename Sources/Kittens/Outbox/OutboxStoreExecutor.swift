import FoundationEssentials
import KittensSupport
import MVI
import Outbox

/// The executor of a store with an outbox (favourites, votes), made over its server and the
/// writes of its file; its waits before a retry are a function, or a clock's.
@MainActor
public protocol OutboxStoreExecutor: Executor {
    associatedtype Server
    associatedtype Persisted: Sendable
    /// `server` nil keeps the changes here only, whatever the key (a replay). `now` dates new
    /// records; the waits before a retry are `wait` (a test's may record them and return at once).
    init(
        server: Server?, writes: OutboxWrites<Persisted>, now: @escaping @Sendable () -> Date,
        wait: @escaping @Sendable (_ seconds: Int) async -> Void)
}

extension OutboxStoreExecutor {
    /// The executor whose waits before a retry are kept on `clock`.
    public init(
        server: Server?, writes: OutboxWrites<Persisted>, now: @escaping @Sendable () -> Date = { Date() },
        clock: any TimerClock = SystemClock()
    ) {
        self.init(server: server, writes: writes, now: now, wait: { await clock.sleep(for: .seconds($0)) })
    }
}
