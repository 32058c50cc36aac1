import MVI

/// Sends an outbox store's operations, settles the server's answers and reads its listings,
/// the same for every feature; the feature (`OutboxClient`) says how its server is asked and
/// what an answer means. The executor keeps the user's changes and calls the driver for the rest.
///
/// A change is written to the file before anything is sent (`change`, `OutboxWrites`); while a
/// key is known (`OutboxDrivenState.usesServer`) and nothing stops it (a server problem, a write
/// that failed), operations go out in order, one at a time per subject, at most
/// `maximumSending` at once. Failures that may pass wait (`OutboxBackOff`) and are sent again
/// after a wait, on Refresh (`refresh`), on a key change (`use`) and at the next start.
public struct OutboxDriver<Client: OutboxClient>: Sendable {
    public typealias State = Client.State
    public typealias Message = Client.Message
    public typealias Label = Client.Label

    public let client: Client
    /// nil keeps the changes here only, whatever the key (a replay).
    public let server: Client.Server?
    /// The jobs, waits and writes of the retries and of the file.
    public let execution: OutboxExecution<State.Persisted>
    /// At most this many operations are on their way at once.
    public let maximumSending: Int

    public init(client: Client, server: Client.Server?, execution: OutboxExecution<State.Persisted>, maximumSending: Int) {
        self.client = client
        self.server = server
        self.execution = execution
        self.maximumSending = maximumSending
    }
}

@MainActor
extension OutboxDriver {

    /// Refresh: a new round starts (a refused key is tried again), a failed write is tried
    /// again, what waits is sent and the server's records are read (after the listing on its way).
    public func refresh(in scope: some ExecutorScope<State, Message, Label>) {
        scope.cancel(execution.jobs.retry)
        scope.dispatch(.retryDue)
        if scope.state.isSyncing { scope.dispatch(.listingAsked) }
        if scope.state.saveProblem != nil { save(in: scope, announcingAProblem: false) }
        sendWaiting(in: scope)
        sync(in: scope)
    }

    /// The account in use is now `account` (nil: no key). What is on its way for the account
    /// left is dropped: its answers are never reduced, and its operations go again, as sent once.
    public func use(_ account: State.Account?, in scope: some ExecutorScope<State, Message, Label>) {
        guard account != scope.state.account || scope.state.usesServer != (account != nil) else { return }
        for id in scope.state.sending { scope.cancel(execution.jobs.operation(id)) }
        scope.cancel(execution.jobs.sync)
        scope.cancel(execution.jobs.retry)
        change(.accountChanged(account), in: scope)
        sendWaiting(in: scope)
        sync(in: scope)
    }

    /// Dispatches `message`, then writes the file when what it keeps changed: before any
    /// request that carries the change leaves. A change the user made
    /// (`OutboxDrivenMessage.isUsersChange`) says each time that it was not saved.
    public func change(_ message: Message, in scope: some ExecutorScope<State, Message, Label>) {
        let before = scope.state.persisted
        scope.dispatch(message)
        if scope.state.persisted != before { save(in: scope, announcingAProblem: message.isUsersChange) }
    }

    /// Sends every operation that can go now (`OutboxDrivenState.operationsReadyToSend`).
    public func sendWaiting(in scope: some ExecutorScope<State, Message, Label>) {
        guard let server = serverToSendTo(in: scope) else { return }
        for operation in scope.state.operationsReadyToSend(limit: maximumSending) {
            change(.operationSent(id: operation.id), in: scope)
            let round = scope.state.backOff.round
            let writes = execution.writes
            let client = client
            scope.launch(execution.jobs.operation(operation.id), {
                // The file holds the change (and that it was sent) before the server hears of
                // it; when it does not, the server does not hear of it.
                if let failure = await writes.waitForQueuedWrites() { return Client.Sent.heldBack(failure) }
                return await client.send(operation, to: server)
            }, completion: { sent in
                settle(operation, sent, round: round, in: scope)
            })
        }
    }

    /// Reads the server's records, unless a listing is on its way; one that cannot go now (a
    /// failed write) follows the write that succeeds.
    public func sync(in scope: some ExecutorScope<State, Message, Label>) {
        guard let server = serverToSendTo(in: scope), !scope.state.isSyncing else {
            if scope.state.saveProblem != nil && !scope.state.needsListing { scope.dispatch(.listingAsked) }
            return
        }
        scope.dispatch(.syncStarted)
        let round = scope.state.backOff.round
        let client = client
        scope.launch(execution.jobs.sync, { await client.read(from: server) }, completion: { result in
            switch result {
            case .success(let listing):
                change(.synced(listing), in: scope)
                // What was learned while this listing was read (an id, a withdrawal) needs the next.
                if scope.state.needsListing && scope.state.sending.isEmpty {
                    sendWaiting(in: scope)
                    return sync(in: scope)
                }
            case .failure(let failure):
                switch listingFailureClass(failure, round: round, in: scope) {
                case .refused(let error):
                    scope.dispatch(.syncFailed(nil))
                    scope.publish(.syncFailed(error))
                    // Refresh asked for one more while this one was read.
                    if scope.state.needsListing { sync(in: scope) }
                case .waits(let problem, let retryAfter):
                    let wasWaiting = scope.state.backOff.problem != nil
                    scope.dispatch(.syncFailed(problem))
                    if !wasWaiting { scope.publish(.syncFailed(failure.error)) }
                    retryLater(retryAfterSeconds: retryAfter, in: scope)
                }
            }
            sendWaiting(in: scope)
        })
    }

    /// Writes what the file keeps as it is now (`saveOutbox`): a failed write stops the sending
    /// until a write succeeds (tried again after a wait, on Refresh and with the next change).
    public func save(in scope: some ExecutorScope<State, Message, Label>, announcingAProblem: Bool) {
        scope.saveOutbox(
            execution, announcingAProblem: announcingAProblem, resume: { resume(in: scope) }, resumeAfterWrite: { resumeAfterWrite(in: scope) })
    }

    /// The server, for the account in use only, while a key is known and nothing stops the
    /// sending: a server problem, or a file that did not take the last write.
    private func serverToSendTo(in scope: some ExecutorScope<State, Message, Label>) -> Client.Server? {
        guard scope.state.usesServer, scope.state.backOff.problem == nil, scope.state.saveProblem == nil,
              let account = scope.state.account, let server else { return nil }
        return client.bound(server, to: account)
    }

    private func settle(_ operation: State.Operation, _ sent: Client.Sent, round: Int, in scope: some ExecutorScope<State, Message, Label>) {
        switch client.settlement(of: operation, sent, in: scope.state) {
        case .answered(let message):
            change(message, in: scope)
        case .heldBack(let reason):
            scope.dispatch(.operationHeldBack(operationID: operation.id))
            if scope.state.saveProblem == nil { scope.dispatch(.saveFailed(reason)) }
            retryLater(retryAfterSeconds: nil, in: scope)
        case .failed(let failure):
            switch failureClass(failure, round: round, in: scope) {
            case .refused(let error):
                change(.operationRefused(operationID: operation.id), in: scope)
                scope.publish(client.rolledBack(operation, error: error))
            case .waits(let problem, let retryAfter):
                let wasWaiting = scope.state.backOff.problem != nil
                change(.operationWaits(operationID: operation.id, problem), in: scope)
                if !wasWaiting { scope.publish(.waiting(problem, changes: scope.state.waitingChangeCount)) }
                retryLater(retryAfterSeconds: retryAfter, in: scope)
            }
        }
        sendWaiting(in: scope)
        if scope.state.needsListing && scope.state.sending.isEmpty { sync(in: scope) }
    }

    /// How `failure` of a request sent in `round` counts (`OutboxBackOff.judge`): a refused key
    /// from a round before the user's last try is stale, and waits like a network failure.
    private func failureClass(
        _ failure: Client.RequestFailure, round: Int, in scope: some ExecutorScope<State, Message, Label>
    ) -> OutboxFailureClass<State.Failure> {
        scope.state.backOff.judge(failure.failureClass, failure: failure.error, sentIn: round)
    }

    /// How a listing's `failure` counts: as a change's (`failureClass`), except that a listing
    /// judges no change, so one refused while changes wait for a listing
    /// (`OutboxOperation.awaitsListing`) is asked again after the back-off, as one that failed:
    /// else those changes would wait for a Refresh no one knows to press.
    private func listingFailureClass(
        _ failure: Client.RequestFailure, round: Int, in scope: some ExecutorScope<State, Message, Label>
    ) -> OutboxFailureClass<State.Failure> {
        let judged = failureClass(failure, round: round, in: scope)
        guard case .refused(let error) = judged, scope.state.queuedOperations.contains(where: \.awaitsListing) else { return judged }
        return .waits(.unreachable(error), retryAfterSeconds: nil)
    }

    /// After a failure that may pass (of the server, or of a write), waits, writes again if the
    /// last write failed, and sends again (`retryOutboxLater`).
    private func retryLater(retryAfterSeconds: Int?, in scope: some ExecutorScope<State, Message, Label>) {
        scope.retryOutboxLater(
            retryAfterSeconds: retryAfterSeconds, execution, resume: { resume(in: scope) }, resumeAfterWrite: { resumeAfterWrite(in: scope) })
    }

    /// The wait after a failure is over: the changes are sent again, and a listing that waited follows.
    private func resume(in scope: some ExecutorScope<State, Message, Label>) {
        sendWaiting(in: scope)
        if scope.state.needsListing { sync(in: scope) }
    }

    /// A write succeeded after a failed one: what it held back is sent.
    private func resumeAfterWrite(in scope: some ExecutorScope<State, Message, Label>) {
        sendWaiting(in: scope)
        if scope.state.needsListing && scope.state.sending.isEmpty { sync(in: scope) }
    }
}
