import KittensSupport
import MVI

/// The one try again of a load after TheCatAPI said it is busy, as every store that loads from
/// it makes it (`ListingBusyRetry`): a wait as long as the server asked, kept on a clock in the
/// app (a test's may return at once), then the load again, once.
public struct BusyServerRetry: Sendable {
    private let wait: @Sendable (_ seconds: Int) async -> Void

    /// The wait is kept on `clock`.
    public init(clock: any TimerClock) {
        self.init(wait: { await clock.sleep(for: .seconds($0)) })
    }

    /// The wait is `wait` (a test's may record it and return at once).
    public init(wait: @escaping @Sendable (_ seconds: Int) async -> Void) {
        self.wait = wait
    }

    /// When `error` is the server saying it is busy and the load that failed was not itself the
    /// try again (`wasAutomatic`), dispatches `announce` of the seconds it waits (as long as the
    /// server asked, `ListingBusyRetry.seconds(after:)`, so that the page can say so), waits under
    /// `key`, then runs `retry`; nothing otherwise. A load the user starts meanwhile should cancel
    /// `key`; disposing of the store does.
    @MainActor
    func schedule<Scope: ExecutorScope>(
        after error: ListingLoadError, wasAutomatic: Bool, key: JobKey, in scope: Scope,
        announce: (_ seconds: Int) -> Scope.Message, retry: @escaping @MainActor () -> Void
    ) {
        guard !wasAutomatic, let seconds = ListingBusyRetry.seconds(after: error) else { return }
        let wait = wait
        scope.launch(key, { await wait(seconds) }, completion: { _ in retry() })
        scope.dispatch(announce(seconds))
    }
}
