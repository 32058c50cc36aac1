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
    /// try again (`wasAutomatic`), waits under `key` as long as the server asked
    /// (`ListingBusyRetry.seconds(after:)`), then runs `retry`, and returns the seconds; nil, and
    /// nothing, otherwise. A load the user starts meanwhile should cancel `key`; disposing of the
    /// store does.
    @MainActor @discardableResult
    func schedule(
        after error: ListingLoadError, wasAutomatic: Bool, key: JobKey, in scope: some ExecutorScope,
        retry: @escaping @MainActor () -> Void
    ) -> Int? {
        guard !wasAutomatic, let seconds = ListingBusyRetry.seconds(after: error) else { return nil }
        let wait = wait
        scope.launch(key, { await wait(seconds) }, completion: { _ in retry() })
        return seconds
    }
}
