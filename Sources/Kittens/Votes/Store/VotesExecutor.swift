import FoundationEssentials
import KittensSupport
import MVI
import Outbox

/// What the votes executor works through.
public typealias VotesScope = ExecutorScope<VotesState, VotesMessage, VotesLabel>

/// Makes each vote here at once, as an operation written to the votes file before anything is
/// sent; then, while a key is known (`VotesState.usesServer`) and there is a server, sends the
/// operations in order, one at a time per picture, and reads the server's votes on a sync.
/// Failures that may pass wait (`FavouritesFailureClass`), and are sent again after
/// `FavouritesRetry`'s wait, on Refresh, on a key change and at the next start: as favourites.
public struct VotesExecutor: Executor {
    public typealias State = VotesState
    public typealias Message = VotesMessage
    public typealias Label = VotesLabel
    public typealias Action = Never

    /// At most this many operations are on their way at once.
    public static let maximumSending = FavouritesExecutor.maximumSending

    let server: (any VotesServer)?
    let writes: VotesWrites
    let now: @Sendable () -> Date
    let wait: @Sendable (_ seconds: Int) async -> Void

    /// `server` nil keeps the votes here only, whatever the key (a replay). `now` dates new
    /// votes; the waits before a retry are kept on `clock`.
    public init(
        server: (any VotesServer)?, writes: VotesWrites, now: @escaping @Sendable () -> Date = { Date() },
        clock: any TimerClock = SystemClock()
    ) {
        self.init(server: server, writes: writes, now: now, wait: { await clock.sleep(for: .seconds($0)) })
    }

    /// The executor whose waits before a retry are `wait` (a test's may record them and return
    /// at once).
    public init(
        server: (any VotesServer)?, writes: VotesWrites, now: @escaping @Sendable () -> Date = { Date() },
        wait: @escaping @Sendable (_ seconds: Int) async -> Void
    ) {
        self.server = server
        self.writes = writes
        self.now = now
        self.wait = wait
    }

    public func execute(intent: VotesIntent, in scope: some VotesScope) {
        switch intent {
        case .cast(let image, let value):
            cast(image, value, in: scope)
        case .withdraw(let imageID):
            guard scope.state.vote(on: imageID) != nil, hasRoomForAnOperation(in: scope) else { return }
            change(.withdrew(imageID: imageID), in: scope)
            sendWaiting(in: scope)
        case .change(let imageID, let value):
            changeVote(on: imageID, to: value, in: scope)
        case .sync:
            scope.cancel(.votesRetry)
            scope.dispatch(.retryDue)
            if scope.state.isSyncing { scope.dispatch(.listingAsked) }
            if scope.state.saveProblem != nil { save(in: scope, announcingAProblem: false) }
            sendWaiting(in: scope)
            sync(in: scope)
        case .accountChanged(let account):
            guard account != scope.state.account || scope.state.usesServer != (account != nil) else { return }
            for id in scope.state.sending { scope.cancel(.voteOperation(id)) }
            scope.cancel(.votesSync)
            scope.cancel(.votesRetry)
            change(.accountChanged(account), in: scope)
            sendWaiting(in: scope)
            sync(in: scope)
        }
    }

    private func cast(_ image: KittenImage, _ value: VoteValue, in scope: some VotesScope) {
        guard scope.state.vote(on: image.id)?.value != value else { return }
        guard FavouriteLimits.accepts(id: image.id), image.url.isWebURL, FavouriteLimits.accepts(url: image.url) else {
            return scope.publish(.unkeepable(imageID: image.id))
        }
        guard scope.state.vote(on: image.id) != nil || scope.state.votes.count < FavouriteLimits.maximumCount else {
            return scope.publish(.full(.favourites))
        }
        // A change withdraws the old vote and casts the new one.
        guard scope.state.operationCount + 1 < FavouriteLimits.maximumOperations else { return scope.publish(.full(.waitingChanges)) }
        change(.voted(Vote(imageID: image.id, value: value, url: image.url, created: now())), in: scope)
        sendWaiting(in: scope)
    }

    /// A change of a vote here, whose picture's address the vote keeps if known: a withdrawal
    /// and a new vote, as `cast` makes them.
    private func changeVote(on imageID: String, to value: VoteValue, in scope: some VotesScope) {
        guard let vote = scope.state.vote(on: imageID), vote.value != value else { return }
        if let url = vote.url, url.isWebURL { return cast(KittenImage(id: imageID, url: url), value, in: scope) }
        guard scope.state.operationCount + 1 < FavouriteLimits.maximumOperations else { return scope.publish(.full(.waitingChanges)) }
        change(.voted(Vote(imageID: imageID, value: value, created: now())), in: scope)
        sendWaiting(in: scope)
    }

    /// Whether one more change can wait for the server; when not, the user is told and the
    /// change is not made.
    private func hasRoomForAnOperation(in scope: some VotesScope) -> Bool {
        guard scope.state.operationCount >= FavouriteLimits.maximumOperations else { return true }
        scope.publish(.full(.waitingChanges))
        return false
    }

    // MARK: The outbox

    /// The server, for the account in use only, while a key is known and nothing stops the
    /// sending: a server problem, or a file that did not take the last write.
    private func serverToSendTo(in scope: some VotesScope) -> (any VotesServer)? {
        guard scope.state.usesServer, scope.state.serverProblem == nil, scope.state.saveProblem == nil,
              let account = scope.state.account else { return nil }
        return server?.bound(to: account)
    }

    private func sendWaiting(in scope: some VotesScope) {
        guard let server = serverToSendTo(in: scope) else { return }
        for operation in scope.state.ledger.queue.readyToSend(limit: Self.maximumSending) {
            change(.operationSent(id: operation.id), in: scope)
            let round = scope.state.backOff.round
            let writes = writes
            scope.launch(.voteOperation(operation.id), {
                // The file holds the change before the server hears of it; when it does not,
                // the server does not hear of it.
                if let failure = await writes.waitForQueuedWrites() { return .heldBack(failure) }
                return .answered(await VoteOperationResult.send(operation, to: server))
            }, completion: { answer in
                settle(operation, answer, round: round, in: scope)
            })
        }
    }

    /// What came of an operation's job: its answer, or held back by a failed write.
    private enum Outcome: Sendable {
        case answered(VoteOperationResult)
        case heldBack(String)
    }

    private func settle(_ operation: VoteOperation, _ outcome: Outcome, round: Int, in scope: some VotesScope) {
        switch outcome {
        case .heldBack(let reason):
            scope.dispatch(.operationHeldBack(operationID: operation.id))
            if scope.state.saveProblem == nil { scope.dispatch(.saveFailed(reason)) }
            retryLater(retryAfterSeconds: nil, in: scope)
        case .answered(.cast(let remoteID)):
            change(.castAnswered(operationID: operation.id, remoteID: remoteID), in: scope)
        case .answered(.withdrawn):
            change(.withdrawAnswered(operationID: operation.id), in: scope)
        case .answered(.failed(let failure)):
            switch failureClass(failure, round: round, in: scope) {
            case .refused(let error):
                change(.operationRefused(operationID: operation.id), in: scope)
                scope.publish(.rolledBack(imageID: operation.imageID, error: error))
            case .waits(let problem, let retryAfter):
                let wasWaiting = scope.state.serverProblem != nil
                change(.operationWaits(operationID: operation.id, problem), in: scope)
                if !wasWaiting { scope.publish(.waiting(problem, changes: scope.state.waitingChanges.count)) }
                retryLater(retryAfterSeconds: retryAfter, in: scope)
            }
        }
        sendWaiting(in: scope)
        if scope.state.needsListing && scope.state.sending.isEmpty { sync(in: scope) }
    }

    /// How `failure` of a request sent in `round` counts (`OutboxBackOff.judge`).
    private func failureClass(_ failure: AccountRequestFailure, round: Int, in scope: some VotesScope) -> FavouritesFailureClass {
        scope.state.backOff.judge(FavouritesFailureClass(failure), failure: failure.error, sentIn: round)
    }

    /// After a failure that may pass (of the server, or of a write), waits, writes again if the
    /// last write failed, and sends again (`retryOutboxLater`).
    private func retryLater(retryAfterSeconds: Int?, in scope: some VotesScope) {
        scope.retryOutboxLater(
            retryAfterSeconds: retryAfterSeconds, execution, resume: { resume(in: scope) }, resumeAfterWrite: { resumeAfterWrite(in: scope) })
    }

    /// The wait after a failure is over: the changes are sent again, and a listing that waited follows.
    private func resume(in scope: some VotesScope) {
        sendWaiting(in: scope)
        if scope.state.needsListing { sync(in: scope) }
    }

    /// A write succeeded after a failed one: what it held back is sent.
    private func resumeAfterWrite(in scope: some VotesScope) {
        sendWaiting(in: scope)
        if scope.state.needsListing && scope.state.sending.isEmpty { sync(in: scope) }
    }

    /// How the retries and the file's writes go (`OutboxExecution`).
    private var execution: OutboxExecution<PersistedVotes> {
        OutboxExecution(retryJob: .votesRetry, writeJob: .votesFileWrite, policy: FavouritesRetry.policy, wait: wait, writes: writes)
    }

    // MARK: The listing

    private func sync(in scope: some VotesScope) {
        guard let server = serverToSendTo(in: scope), !scope.state.isSyncing else {
            if scope.state.saveProblem != nil && !scope.state.needsListing { scope.dispatch(.listingAsked) }
            return
        }
        scope.dispatch(.syncStarted)
        let round = scope.state.backOff.round
        scope.launch(.votesSync, { await VotesListing.read(from: server) }, completion: { result in
            switch result {
            case .success(let listing):
                change(.synced(listing), in: scope)
                // A withdrawal answered while this listing was read needs the next.
                if scope.state.needsListing && scope.state.sending.isEmpty {
                    sendWaiting(in: scope)
                    return sync(in: scope)
                }
            case .failure(let failure):
                switch failureClass(failure, round: round, in: scope) {
                case .refused(let error):
                    scope.dispatch(.syncFailed(nil))
                    scope.publish(.syncFailed(error))
                    if scope.state.needsListing { sync(in: scope) }
                case .waits(let problem, let retryAfter):
                    let wasWaiting = scope.state.serverProblem != nil
                    scope.dispatch(.syncFailed(problem))
                    if !wasWaiting { scope.publish(.syncFailed(failure.error)) }
                    retryLater(retryAfterSeconds: retryAfter, in: scope)
                }
            }
            sendWaiting(in: scope)
        })
    }

    // MARK: The file

    /// Reduces `message`, then writes the file when what it keeps changed: before any request
    /// that carries the change leaves (`VotesWrites`).
    private func change(_ message: VotesMessage, in scope: some VotesScope) {
        let before = scope.state.persisted
        scope.dispatch(message)
        if scope.state.persisted != before { save(in: scope, announcingAProblem: message.isUsersChange) }
    }

    /// Writes the file (`saveOutbox`): a failed write stops the sending until a write succeeds;
    /// a vote the user made while the file cannot be used says it was not saved.
    private func save(in scope: some VotesScope, announcingAProblem: Bool) {
        scope.saveOutbox(
            execution, announcingAProblem: announcingAProblem, resume: { resume(in: scope) }, resumeAfterWrite: { resumeAfterWrite(in: scope) })
    }
}

extension VotesMessage {
    /// A change the user made (not an answer of the server).
    var isUsersChange: Bool {
        switch self {
        case .voted, .withdrew: true
        default: false
        }
    }
}
