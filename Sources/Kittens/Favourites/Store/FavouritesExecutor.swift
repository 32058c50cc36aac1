import FoundationEssentials
import KittensSupport
import MVI
import Outbox

/// What the favourites executor works through.
public typealias FavouritesScope = ExecutorScope<FavouritesState, FavouritesMessage, FavouritesLabel>

/// Makes each change here at once, as an operation in the outbox written to the file before
/// anything is sent; then, while a key is known (`FavouritesState.usesServer`) and there is a
/// server, sends the operations in order, one at a time per picture, and reads the server's
/// favourites on a sync. Failures that may pass wait (`FavouritesFailureClass`), and are sent
/// again after `FavouritesRetry`'s wait, on Refresh, on a key change and at the next start.
public struct FavouritesExecutor: Executor {
    public typealias State = FavouritesState
    public typealias Message = FavouritesMessage
    public typealias Label = FavouritesLabel
    public typealias Action = Never

    /// At most this many operations are on their way at once.
    public static let maximumSending = 4

    let server: (any FavouritesServer)?
    let writes: FavouritesWrites
    let now: @Sendable () -> Date
    let wait: @Sendable (_ seconds: Int) async -> Void

    /// `server` nil keeps the favourites here only, whatever the key (a replay). `now` dates
    /// new favourites; the waits before a retry (`FavouritesRetry`) are kept on `clock`.
    public init(
        server: (any FavouritesServer)?, writes: FavouritesWrites, now: @escaping @Sendable () -> Date = { Date() },
        clock: any TimerClock = SystemClock()
    ) {
        self.init(server: server, writes: writes, now: now, wait: { await clock.sleep(for: .seconds($0)) })
    }

    /// The executor whose waits before a retry are `wait` (a test's may record them and return
    /// at once).
    public init(
        server: (any FavouritesServer)?, writes: FavouritesWrites, now: @escaping @Sendable () -> Date = { Date() },
        wait: @escaping @Sendable (_ seconds: Int) async -> Void
    ) {
        self.server = server
        self.writes = writes
        self.now = now
        self.wait = wait
    }

    public func execute(intent: FavouritesIntent, in scope: some FavouritesScope) {
        switch intent {
        case .toggle(let imageID, let url):
            if scope.state.isFavourite(imageID) { remove(imageID, in: scope) } else { add(imageID, url: url, in: scope) }
        case .add(let imageID, let url):
            add(imageID, url: url, in: scope)
        case .remove(let imageID):
            remove(imageID, in: scope)
        case .undoRemoval:
            guard let removal = scope.state.lastRemoval, !scope.state.isFavourite(removal.favourite.imageID) else { return }
            guard hasRoomForAnOperation(in: scope) else { return }
            change(.removalUndone, in: scope)
            sendWaiting(in: scope)
        case .sync:
            scope.cancel(.favouritesRetry)
            scope.dispatch(.retryDue)
            if scope.state.isSyncing { scope.dispatch(.listingAsked) }
            if scope.state.saveProblem != nil { save(in: scope, announcingAProblem: false) }
            sendWaiting(in: scope)
            sync(in: scope)
        case .accountChanged(let account):
            guard account != scope.state.account || scope.state.usesServer != (account != nil) else { return }
            cancelRequests(in: scope)
            change(.accountChanged(account), in: scope)
            sendWaiting(in: scope)
            sync(in: scope)
        }
    }

    private func add(_ imageID: String, url: URL, in scope: some FavouritesScope) {
        guard !scope.state.isFavourite(imageID) else { return }
        guard FavouriteLimits.accepts(id: imageID), url.isWebURL, FavouriteLimits.accepts(url: url) else {
            return scope.publish(.unkeepable(imageID: imageID))
        }
        guard scope.state.favourites.count < FavouriteLimits.maximumCount else { return scope.publish(.full(.favourites)) }
        guard hasRoomForAnOperation(in: scope) else { return }
        change(.added(Favourite(imageID: imageID, url: url, created: now())), in: scope)
        sendWaiting(in: scope)
    }

    private func remove(_ imageID: String, in scope: some FavouritesScope) {
        guard scope.state.isFavourite(imageID), hasRoomForAnOperation(in: scope) else { return }
        change(.removed(imageID: imageID), in: scope)
        scope.publish(.removed(imageID: imageID))
        sendWaiting(in: scope)
    }

    /// Whether one more change can wait for the server; when not, the user is told and the
    /// change is not made (no waiting change is dropped to make room).
    private func hasRoomForAnOperation(in scope: some FavouritesScope) -> Bool {
        guard scope.state.operationCount >= FavouriteLimits.maximumOperations else { return true }
        scope.publish(.full(.waitingChanges))
        return false
    }

    // MARK: The outbox

    /// The server, for the account in use only, while a key is known and nothing stops the
    /// sending: a server problem, or a file that did not take the last write.
    private func serverToSendTo(in scope: some FavouritesScope) -> (any FavouritesServer)? {
        guard scope.state.usesServer, scope.state.serverProblem == nil, scope.state.saveProblem == nil,
              let account = scope.state.account else { return nil }
        return server?.bound(to: account)
    }

    /// Sends every operation that can go now (`FavouritesState.operationsReadyToSend`).
    private func sendWaiting(in scope: some FavouritesScope) {
        guard let server = serverToSendTo(in: scope) else { return }
        for operation in scope.state.operationsReadyToSend(limit: Self.maximumSending) {
            change(.operationSent(id: operation.id), in: scope)
            let round = scope.state.sendingRound
            let writes = writes
            scope.launch(.favouriteOperation(operation.id), {
                // The file holds the change (and that it was sent) before the server hears of
                // it; when it does not, the server does not hear of it.
                if let failure = await writes.waitForQueuedWrites() { return .heldBack(failure) }
                return await FavouriteOperationResult.send(operation, to: server)
            }, completion: { answer in
                settle(operation, answer, round: round, in: scope)
            })
        }
    }

    private func settle(_ operation: FavouriteOperation, _ answer: FavouriteOperationResult, round: Int, in scope: some FavouritesScope) {
        switch answer {
        case .added(let outcome):
            change(.addAnswered(operationID: operation.id, outcome), in: scope)
        case .removed:
            let found = scope.state.outbox.first { $0.id == operation.id }.map { Set($0.remoteIDs).subtracting(operation.remoteIDs) } ?? []
            change(found.isEmpty ? .removeAnswered(operationID: operation.id) : .removeAnsweredInPart(operationID: operation.id, removed: operation.remoteIDs), in: scope)
        case .heldBack(let reason):
            scope.dispatch(.operationHeldBack(operationID: operation.id))
            if scope.state.saveProblem == nil { scope.dispatch(.saveFailed(reason)) }
            retryLater(retryAfterSeconds: nil, in: scope)
        case .failed(let failure):
            switch failureClass(failure, round: round, in: scope) {
            case .refused(let error):
                change(.operationRefused(operationID: operation.id), in: scope)
                scope.publish(.rolledBack(operation.kind == .add ? .add : .remove, imageID: operation.imageID, error: error))
            case .waits(let problem, let retryAfter):
                let wasWaiting = scope.state.serverProblem != nil
                change(.operationWaits(operationID: operation.id, problem), in: scope)
                if !wasWaiting { scope.publish(.waiting(problem, changes: scope.state.outbox.count)) }
                retryLater(retryAfterSeconds: retryAfter, in: scope)
            }
        }
        sendWaiting(in: scope)
        if scope.state.needsListing && scope.state.sending.isEmpty { sync(in: scope) }
    }

    /// How `failure` of a request sent in `round` counts: a refused key from a round before the
    /// user's last try (Refresh, a new key) is stale, and waits like a network failure.
    private func failureClass(_ failure: AccountRequestFailure, round: Int, in scope: some FavouritesScope) -> FavouritesFailureClass {
        scope.state.backOff.judge(FavouritesFailureClass(failure), failure: failure.error, sentIn: round)
    }

    /// After a failure that may pass (of the server, or of a write), waits (`FavouritesRetry`),
    /// writes again if the last write failed, and sends again (`retryOutboxLater`).
    private func retryLater(retryAfterSeconds: Int?, in scope: some FavouritesScope) {
        scope.retryOutboxLater(
            retryAfterSeconds: retryAfterSeconds, execution, resume: { resume(in: scope) }, resumeAfterWrite: { resumeAfterWrite(in: scope) })
    }

    /// The wait after a failure is over: the changes are sent again, and a listing that waited follows.
    private func resume(in scope: some FavouritesScope) {
        sendWaiting(in: scope)
        if scope.state.needsListing { sync(in: scope) }
    }

    /// A write succeeded after a failed one: what it held back is sent.
    private func resumeAfterWrite(in scope: some FavouritesScope) {
        sendWaiting(in: scope)
        if scope.state.needsListing && scope.state.sending.isEmpty { sync(in: scope) }
    }

    /// How the retries and the file's writes go (`OutboxExecution`).
    private var execution: OutboxExecution<PersistedFavourites> {
        OutboxExecution(retryJob: .favouritesRetry, writeJob: .favouritesFileWrite, policy: FavouritesRetry.policy, wait: wait, writes: writes)
    }

    /// Drops what is on its way (another account, or no key): the answers are never reduced,
    /// and the operations are sent again, as sent once already.
    private func cancelRequests(in scope: some FavouritesScope) {
        for id in scope.state.sending { scope.cancel(.favouriteOperation(id)) }
        scope.cancel(.favouritesSync)
        scope.cancel(.favouritesRetry)
    }

    // MARK: The listing

    private func sync(in scope: some FavouritesScope) {
        guard let server = serverToSendTo(in: scope), !scope.state.isSyncing else {
            // A listing held back by a failed write follows the write that succeeds.
            if scope.state.saveProblem != nil && !scope.state.needsListing { scope.dispatch(.listingAsked) }
            return
        }
        scope.dispatch(.syncStarted)
        let round = scope.state.sendingRound
        scope.launch(.favouritesSync, { await FavouritesListing.read(from: server) }, completion: { result in
            switch result {
            case .success(let listing):
                change(.synced(listing), in: scope)
                // An id learned "already there" while this listing was read needs the next.
                if scope.state.needsListing && scope.state.sending.isEmpty {
                    sendWaiting(in: scope)
                    return sync(in: scope)
                }
            case .failure(let failure):
                switch failureClass(failure, round: round, in: scope) {
                case .refused(let error):
                    scope.dispatch(.syncFailed(nil))
                    scope.publish(.syncFailed(error))
                    // Refresh asked for one more while this one was read.
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

    /// Dispatches `message`, and writes the file when what it keeps changed.
    private func change(_ message: FavouritesMessage, in scope: some FavouritesScope) {
        let before = scope.state.persisted
        scope.dispatch(message)
        guard scope.state.persisted != before else { return }
        switch message {
        case .added, .removed, .removalUndone: save(in: scope, announcingAProblem: true)
        default: save(in: scope, announcingAProblem: false)
        }
    }

    /// Writes what the file keeps as it is now (`saveOutbox`): a failed write stops the sending
    /// until a write succeeds (tried again after a wait, on Refresh and with the next change).
    private func save(in scope: some FavouritesScope, announcingAProblem: Bool) {
        scope.saveOutbox(
            execution, announcingAProblem: announcingAProblem, resume: { resume(in: scope) }, resumeAfterWrite: { resumeAfterWrite(in: scope) })
    }
}
