import FoundationEssentials
import KittensSupport
import MVI
import Outbox

/// Makes each change here at once, as an operation in the outbox written to the file before
/// anything is sent; then, while a key is known (`FavouritesState.usesServer`) and there is a
/// server, sends the operations in order, one at a time per picture, and reads the server's
/// favourites on a sync. Failures that may pass wait (`FavouritesFailureClass`), and are sent
/// again after `FavouritesRetry`'s wait, on Refresh, on a key change and at the next start.
public struct FavouritesExecutor: OutboxStoreExecutor {
    public typealias State = FavouritesState
    public typealias Message = FavouritesMessage
    public typealias Label = FavouritesLabel

    /// At most this many operations are on their way at once.
    public static let maximumSending = 4

    let driver: OutboxDriver<FavouritesOutboxClient>
    let now: @Sendable () -> Date

    /// `server` nil keeps the favourites here only, whatever the key (a replay). `now` dates new
    /// favourites; the waits before a retry are `wait` (a test's may record them and return at
    /// once), or a clock's (`OutboxStoreExecutor`).
    public init(
        server: (any FavouritesServer)?, writes: FavouritesWrites, now: @escaping @Sendable () -> Date = { Date() },
        wait: @escaping @Sendable (_ seconds: Int) async -> Void
    ) {
        driver = OutboxDriver(
            FavouritesOutboxClient(), server: server, jobs: .favourites, wait: wait, writes: writes)
        self.now = now
    }

    public func execute(intent: FavouritesIntent, in scope: some Scope) {
        switch intent {
        case .toggle(let imageID, let url):
            if scope.state.isFavourite(imageID) { remove(imageID, in: scope) } else { add(imageID, url: url, in: scope) }
        case .add(let imageID, let url):
            add(imageID, url: url, in: scope)
        case .remove(let imageID):
            remove(imageID, in: scope)
        case .undoRemoval:
            guard let removal = scope.state.lastRemoval, !scope.state.isFavourite(removal.favourite.imageID) else { return }
            guard scope.hasRoom(forOperations: 1) else { return }
            driver.change(.removalUndone, in: scope)
            driver.sendWaiting(in: scope)
        case .sync:
            driver.refresh(in: scope)
        case .accountChanged(let account):
            driver.use(account, in: scope)
        }
    }

    private func add(_ imageID: String, url: URL, in scope: some Scope) {
        guard !scope.state.isFavourite(imageID) else { return }
        guard FavouriteLimits.accepts(id: imageID), url.isWebURL, FavouriteLimits.accepts(url: url) else {
            return scope.publish(.unkeepable(imageID: imageID))
        }
        guard scope.state.favourites.count < FavouriteLimits.maximumCount else { return scope.publish(.full(.favourites)) }
        guard scope.hasRoom(forOperations: 1) else { return }
        driver.change(.added(Favourite(imageID: imageID, url: url, created: now())), in: scope)
        driver.sendWaiting(in: scope)
    }

    private func remove(_ imageID: String, in scope: some Scope) {
        guard scope.state.isFavourite(imageID), scope.hasRoom(forOperations: 1) else { return }
        driver.change(.removed(imageID: imageID), in: scope)
        scope.publish(.removed(imageID: imageID))
        driver.sendWaiting(in: scope)
    }
}
