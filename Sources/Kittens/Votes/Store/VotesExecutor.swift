import FoundationEssentials
import KittensSupport
import MVI
import Outbox

/// Makes each vote here at once, as an operation written to the votes file before anything is
/// sent; then, while a key is known (`VotesState.usesServer`) and there is a server, sends the
/// operations in order, one at a time per picture, and reads the server's votes on a sync.
/// Failures that may pass wait (`FavouritesFailureClass`), and are sent again after
/// `FavouritesRetry`'s wait, on Refresh, on a key change and at the next start: as favourites.
public struct VotesExecutor: OutboxStoreExecutor {
    public typealias State = VotesState
    public typealias Message = VotesMessage
    public typealias Label = VotesLabel

    let driver: OutboxDriver<VotesOutboxClient>
    let now: @Sendable () -> Date

    /// `server` nil keeps the votes here only, whatever the key (a replay). `now` dates new
    /// votes; the waits before a retry are `wait` (a test's may record them and return at
    /// once), or a clock's (`OutboxStoreExecutor`).
    public init(
        server: (any VotesServer)?, writes: VotesWrites, now: @escaping @Sendable () -> Date = { Date() },
        wait: @escaping @Sendable (_ seconds: Int) async -> Void
    ) {
        driver = OutboxDriver(VotesOutboxClient(), server: server, jobs: .votes, wait: wait, writes: writes)
        self.now = now
    }

    public func execute(intent: VotesIntent, in scope: some Scope) {
        switch intent {
        case .cast(let image, let value):
            cast(image, value, in: scope)
        case .withdraw(let imageID):
            guard scope.state.vote(on: imageID) != nil, scope.hasRoom(forOperations: 1) else { return }
            driver.change(.withdrew(imageID: imageID), in: scope)
            driver.sendWaiting(in: scope)
        case .change(let imageID, let value):
            changeVote(on: imageID, to: value, in: scope)
        case .sync:
            driver.refresh(in: scope)
        case .accountChanged(let account):
            driver.use(account, in: scope)
        }
    }

    private func cast(_ image: KittenImage, _ value: VoteValue, in scope: some Scope) {
        guard scope.state.vote(on: image.id)?.value != value else { return }
        guard FavouriteLimits.accepts(id: image.id), image.url.isWebURL, FavouriteLimits.accepts(url: image.url) else {
            return scope.publish(.unkeepable(imageID: image.id))
        }
        guard scope.state.vote(on: image.id) != nil || scope.state.votes.count < FavouriteLimits.maximumCount else {
            return scope.publish(.full(.favourites))
        }
        // A change withdraws the old vote and casts the new one.
        guard scope.hasRoom(forOperations: 2) else { return }
        driver.change(.voted(Vote(imageID: image.id, value: value, url: image.url, created: now())), in: scope)
        driver.sendWaiting(in: scope)
    }

    /// A change of a vote here, whose picture's address the vote keeps if known: a withdrawal
    /// and a new vote, as `cast` makes them.
    private func changeVote(on imageID: String, to value: VoteValue, in scope: some Scope) {
        guard let vote = scope.state.vote(on: imageID), vote.value != value else { return }
        if let url = vote.url, url.isWebURL { return cast(KittenImage(id: imageID, url: url), value, in: scope) }
        guard scope.hasRoom(forOperations: 2) else { return }
        driver.change(.voted(Vote(imageID: imageID, value: value, created: now())), in: scope)
        driver.sendWaiting(in: scope)
    }
}

extension VotesMessage {
    /// A change the user made (not an answer of the server).
    public var isUsersChange: Bool {
        switch self {
        case .voted, .withdrew: true
        default: false
        }
    }
}
