import MVI

/// What an outbox store's state tells `OutboxDriver`: whose changes these are, what can be
/// sent, and whether a listing is on its way or wanted.
public protocol OutboxDrivenState: OutboxStoreState where Persisted: Equatable {
    associatedtype Operation: OutboxOperation
    associatedtype Account: Equatable & Sendable
    /// Whose records and changes these are; nil until a key was first used.
    var account: Account? { get }
    /// A key is set, so changes go to the server; without one they wait.
    var usesServer: Bool { get }
    /// A listing is on its way.
    var isSyncing: Bool { get }
    /// A listing is wanted (to learn what an answer left open, or to retry a failed one).
    var needsListing: Bool { get }
    /// The ids of the operations on their way now.
    var sending: Set<Int> { get }
    /// How many changes of the account in use wait, for the notice that they do.
    var waitingChangeCount: Int { get }
    /// Every operation queued, oldest first, those on their way too.
    var queuedOperations: [Operation] { get }
    /// The operations that can be sent now, at most `limit` on their way in all
    /// (`OutboxQueue.readyToSend`).
    func operationsReadyToSend(limit: Int) -> [Operation]
}

/// The messages an outbox store's reducer takes from `OutboxDriver`. A feature's message enum
/// has these as cases.
public protocol OutboxDrivenMessage: OutboxStoreMessage {
    associatedtype Failure: Equatable & Sendable
    associatedtype Account
    associatedtype Listing
    /// The operation leaves for the server.
    static func operationSent(id: Int) -> Self
    /// The operation was not sent: the file does not keep it (the last write failed).
    static func operationHeldBack(operationID: Int) -> Self
    /// The server refused the operation for good; it is dropped.
    static func operationRefused(operationID: Int) -> Self
    /// The operation was not made now, and waits for the reason given.
    static func operationWaits(operationID: Int, _ problem: OutboxProblem<Failure>) -> Self
    static var syncStarted: Self { get }
    /// The server's records, merged in.
    static func synced(_ listing: Listing) -> Self
    /// The listing failed; with a problem, it is asked for again once that is over.
    static func syncFailed(_ problem: OutboxProblem<Failure>?) -> Self
    /// The account in use now; nil when no key is set (changes wait).
    static func accountChanged(_ account: Account?) -> Self
    /// A listing is wanted after the one on its way.
    static var listingAsked: Self { get }
    /// A change the user made (not an answer of the server): a write that fails says so each time.
    var isUsersChange: Bool { get }
}

/// The notices an outbox store publishes for `OutboxDriver`.
public protocol OutboxDrivenLabel: OutboxStoreLabel {
    associatedtype Failure: Equatable & Sendable
    /// Changes wait for the server (`changes` of them): said once, when they start waiting.
    static func waiting(_ problem: OutboxProblem<Failure>, changes: Int) -> Self
    /// The listing failed; what is here is unchanged.
    static func syncFailed(_ error: Failure) -> Self
}

/// What an operation's job returns: the server's answer, or that it was not sent.
public protocol OutboxSendResult: Sendable {
    associatedtype RequestFailure: Error
    /// Not sent: the file does not keep the change (its last write failed, for the reason given).
    static func heldBack(_ reason: String) -> Self
    /// The request failed.
    static func failed(_ failure: RequestFailure) -> Self
}

extension OutboxSendResult {
    /// What `made` makes of a request's answer, or its failure.
    public static func answer<Success>(_ result: Result<Success, RequestFailure>, _ made: (Success) -> Self) -> Self {
        switch result {
        case .success(let answer): made(answer)
        case .failure(let failure): failed(failure)
        }
    }
}

/// What `OutboxDriver` does with an operation's job's result (`OutboxClient.settlement`).
public enum OutboxSettlement<Message, RequestFailure> {
    /// The server answered: `Message` settles the operation.
    case answered(Message)
    /// The request failed: the operation is refused or waits (`OutboxFailureClass`).
    case failed(RequestFailure)
    /// It was not sent: the last write of the file failed, for the reason given.
    case heldBack(String)
}

/// A feature's side of an outbox (`OutboxDriver`): its store's types, how its server is asked,
/// and what an answer means.
public protocol OutboxClient: Sendable {
    associatedtype State: OutboxDrivenState
    associatedtype Message: OutboxDrivenMessage
    where Message.Failure == State.Failure, Message.Account == State.Account, Message.Listing == Listing
    associatedtype Label: OutboxDrivenLabel where Label.Failure == State.Failure
    associatedtype Server: Sendable
    associatedtype Sent: OutboxSendResult
    associatedtype Listing: Sendable
    associatedtype RequestFailure: OutboxRequestFailure where RequestFailure.Failure == State.Failure

    /// `server` as it is now, for requests of `account` only.
    func bound(_ server: Server, to account: State.Account) -> Server
    /// Sends `operation`.
    func send(_ operation: State.Operation, to server: Server) async -> Sent
    /// Reads the server's records, every page; a failed page fails the listing.
    func read(from server: Server) async -> Result<Listing, RequestFailure>
    /// What `sent`, the result of `operation`'s job, means, in `state` as it is when it came.
    func settlement(of operation: State.Operation, _ sent: Sent, in state: State) -> OutboxSettlement<Message, RequestFailure>
    /// The notice that the server refused `operation` for good, and it was taken back.
    func rolledBack(_ operation: State.Operation, error: State.Failure) -> Label
}
