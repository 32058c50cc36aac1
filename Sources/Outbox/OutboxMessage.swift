/// The facts `OutboxDriver`, the retries and the writes give an outbox store's reducer, the same
/// for every feature. A feature's message enum carries them as one case (`OutboxCarriedMessage`)
/// beside its own (the user's changes, the server's answers to them), and its reducer folds them
/// with `reduce(into:)`.
public enum OutboxMessage<Listing, Account, Failure: Equatable & Sendable> {
    /// The operation leaves for the server.
    case operationSent(id: Int)
    /// The server refused the operation for good; it is dropped.
    case operationRefused(operationID: Int)
    /// The operation was not made now, and waits for the reason given.
    case operationWaits(operationID: Int, OutboxProblem<Failure>)
    /// The wait after a failure is over, or the user refreshed: changes may be sent again.
    case retryDue
    case syncStarted
    /// The server's records, merged in (`OutboxReducedState.merge`).
    case synced(Listing)
    /// The listing failed; with a problem, it is asked for again once that is over.
    case syncFailed(OutboxProblem<Failure>?)
    /// The account in use now; nil when no key is set (changes wait).
    case accountChanged(Account?)
    /// A listing is wanted after the one on its way (Refresh while it is read).
    case listingAsked
    /// The operation was not sent: the file does not keep it (the last write failed).
    case operationHeldBack(operationID: Int)
    /// The file could not be written, for the reason in words: nothing is sent until a write
    /// succeeds.
    case saveFailed(String)
    /// The file was written.
    case saved
    /// Changes are sent again after this many seconds.
    case retryScheduled(seconds: Int)
}

extension OutboxMessage: Equatable where Listing: Equatable, Account: Equatable {}
extension OutboxMessage: Sendable where Listing: Sendable, Account: Sendable {}
extension OutboxMessage: Codable where Listing: Codable, Account: Codable, Failure: Codable {}

/// A listing of the server's records as a log line tells of it.
public protocol OutboxListed {
    /// How many records it lists.
    var recordCount: Int { get }
    /// Every page was read, with evidence that nothing was missed (`OutboxListing.read`).
    var isComplete: Bool { get }
}

/// For log lines and the inspector: counts and ids, never addresses or keys.
extension OutboxMessage: CustomStringConvertible where Listing: OutboxListed {
    public var description: String {
        switch self {
        case .operationSent(let id): "operationSent(\(id))"
        case .operationRefused(let id): "operationRefused(\(id))"
        case .operationWaits(let id, let problem): "operationWaits(\(id), \(problem))"
        case .retryDue: "retryDue"
        case .syncStarted: "syncStarted"
        case .synced(let listing): "synced(\(listing.recordCount) listed, \(listing.isComplete ? "complete" : "incomplete"))"
        case .syncFailed(let problem): "syncFailed(\(problem.map { "\($0)" } ?? "refused"))"
        case .accountChanged(let account): "accountChanged(\(account.map { "\($0)" } ?? "none"))"
        case .listingAsked: "listingAsked"
        case .operationHeldBack(let id): "operationHeldBack(\(id))"
        case .saveFailed: "saveFailed"
        case .saved: "saved"
        case .retryScheduled(let seconds): "retryScheduled(\(seconds) s)"
        }
    }
}

/// An outbox store's state as `OutboxMessage.reduce(into:)` changes it: what the feature does
/// with an operation's fate and with the server's records.
public protocol OutboxReducedState: OutboxAccountState {
    associatedtype Listing
    var saveProblem: String? { get set }
    /// The operation `id` leaves for the server now.
    mutating func operationSent(_ id: Int)
    /// The server refused the operation `id` for good: its change is taken back.
    mutating func operationRefused(_ id: Int)
    /// The operation `id` could not be made now, and waits: `problem` says why.
    mutating func operationWaits(_ id: Int, _ problem: OutboxProblem<Failure>)
    /// The operation `id` is no longer on its way (it was held back before it left).
    mutating func stopSending(_ id: Int)
    /// Merges the server's records into what is here.
    mutating func merge(_ listing: Listing)
    /// The server answered: its key is accepted, and nothing fails now.
    mutating func serverAnswered()
}

extension OutboxMessage {
    /// Folds the message into `state`. Pure.
    public func reduce<State: OutboxReducedState>(into state: inout State)
    where State.Listing == Listing, State.Account == Account, State.Failure == Failure {
        switch self {
        case .operationSent(let id):
            state.operationSent(id)
        case .operationRefused(let id):
            state.operationRefused(id)
        case .operationWaits(let id, let problem):
            state.operationWaits(id, problem)
        case .retryDue:
            state.backOff.startRound()
        case .syncStarted:
            state.isSyncing = true
            state.changedWhileSyncing = []
            // This listing serves what needed one; what needs one while it is read asks again.
            state.needsListing = false
        case .synced(let listing):
            state.isSyncing = false
            let changed = state.changedWhileSyncing
            state.merge(listing)
            state.changedWhileSyncing = []
            state.serverAnswered()
            // The listing left a subject changed while it was read to the user's change: an
            // operation of it that waits for a listing (and the change queued behind it) needs
            // the next one, or waits for the next Refresh.
            if state.queuedOperations.contains(where: { $0.awaitsListing && changed.contains($0.subject) }) {
                state.needsListing = true
            }
        case .syncFailed(let problem):
            state.isSyncing = false
            state.changedWhileSyncing = []
            if let problem {
                state.needsListing = true
                state.backOff.failed(problem)
            }
        case .accountChanged(let account):
            state.use(account)
            state.backOff.round += 1
        case .listingAsked:
            state.needsListing = true
        case .operationHeldBack(let id):
            state.stopSending(id)
        case .saveFailed(let reason):
            state.saveProblem = reason
        case .saved:
            state.saveProblem = nil
        case .retryScheduled(let seconds):
            state.backOff.retryDelaySeconds = seconds
        }
    }
}

/// A feature's message enum that carries `OutboxMessage` as one case, `outbox`: what
/// `OutboxDriver` dispatches is made into it here.
public protocol OutboxCarriedMessage: OutboxDrivenMessage {
    static func outbox(_ message: OutboxMessage<Listing, Account, Failure>) -> Self
}

extension OutboxCarriedMessage {
    public static var retryDue: Self { .outbox(.retryDue) }
    public static func retryScheduled(seconds: Int) -> Self { .outbox(.retryScheduled(seconds: seconds)) }
    public static func saveFailed(_ reason: String) -> Self { .outbox(.saveFailed(reason)) }
    public static var saved: Self { .outbox(.saved) }
    public static func operationSent(id: Int) -> Self { .outbox(.operationSent(id: id)) }
    public static func operationHeldBack(operationID: Int) -> Self { .outbox(.operationHeldBack(operationID: operationID)) }
    public static func operationRefused(operationID: Int) -> Self { .outbox(.operationRefused(operationID: operationID)) }
    public static func operationWaits(operationID: Int, _ problem: OutboxProblem<Failure>) -> Self {
        .outbox(.operationWaits(operationID: operationID, problem))
    }
    public static var syncStarted: Self { .outbox(.syncStarted) }
    public static func synced(_ listing: Listing) -> Self { .outbox(.synced(listing)) }
    public static func syncFailed(_ problem: OutboxProblem<Failure>?) -> Self { .outbox(.syncFailed(problem)) }
    public static func accountChanged(_ account: Account?) -> Self { .outbox(.accountChanged(account)) }
    public static var listingAsked: Self { .outbox(.listingAsked) }
}
