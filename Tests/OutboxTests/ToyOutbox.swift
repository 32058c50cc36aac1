import MVI
import Outbox

/// A feature the driver tests make up: casts of `TestOperation`s, a server named by a string
/// whose listing is that name, and failures that are HTTP statuses.
struct ToyState: OutboxDrivenState {
    var queue = OutboxQueue<TestOperation>()
    var account: String?
    var usesServer = false
    var isSyncing = false
    var needsListing = false
    var backOff = OutboxBackOff<String>()
    var saveProblem: String?
    var fileProblem: String?
    var listed: [String] = []
    var records: [String] = []
    var isAccountAccepted = false
    var otherAccounts: [ToyShelf] = []
    var changedWhileSyncing: Set<String> = []
    var confirmsRemovals = false

    mutating func forgetRemovalsToConfirm() { confirmsRemovals = false }

    var persisted: [TestOperation] { queue.operations }
    var sending: Set<Int> { queue.sending }
    var waitingChangeCount: Int { queue.operations.count }
    var queuedOperations: [TestOperation] { queue.operations }

    func operationsReadyToSend(limit: Int) -> [TestOperation] { queue.readyToSend(limit: limit) }
}

/// What `ToyState` keeps of an account not in use.
struct ToyShelf: OutboxCappedShelf, Equatable {
    static let caps = OutboxShelfCaps(maximumIdleAccounts: 10, maximumAccounts: 10, maximumRecords: 100)

    var account: String
    var records: [String]
    var operations: [TestOperation] = []

    var hasChanges: Bool { !operations.isEmpty }
    var recordCount: Int { records.count }

    mutating func dropRecords(upTo count: Int) -> Int {
        OutboxShelves.dropRecords(&records, upTo: count, waiting: Set(operations.map(\.subject))) { $0 }
    }
}

extension ToyState: OutboxAccountState {
    mutating func forgetSending() {
        queue.sending = []
    }

    func shelf(of account: String) -> ToyShelf {
        ToyShelf(account: account, records: records, operations: queue.operations)
    }

    mutating func takeBack(_ shelf: ToyShelf?) {
        records = shelf?.records ?? []
        queue.operations = shelf?.operations ?? []
    }

    mutating func join(_ shelf: ToyShelf) {
        records += shelf.records.filter { !records.contains($0) }
        queue.operations = shelf.operations + queue.operations
    }
}

enum ToyIntent {
    case cast(String)
    case refresh
    case use(String?)
}

enum ToyMessage: Equatable, OutboxDrivenMessage {
    case cast(String)
    case castAnswered(operationID: Int)
    case operationSent(id: Int)
    case operationHeldBack(operationID: Int)
    case operationRefused(operationID: Int)
    case operationWaits(operationID: Int, OutboxProblem<String>)
    case syncStarted
    case synced([String])
    case syncFailed(OutboxProblem<String>?)
    case accountChanged(String?)
    case listingAsked
    case retryDue
    case retryScheduled(seconds: Int)
    case saveFailed(String)
    case saved

    var isUsersChange: Bool { if case .cast = self { true } else { false } }
}

enum ToyLabel: Equatable, OutboxDrivenLabel {
    case waiting(OutboxProblem<String>, changes: Int)
    case syncFailed(String)
    case notSaved(String)
    case rolledBack(subject: String, error: String)
}

struct ToyFailure: OutboxRequestFailure, Equatable {
    var status: Int
    var error: String { "HTTP \(status)" }
    var failureClass: OutboxFailureClass<String> { OutboxFailureClass(error, httpStatus: status, retryAfterSeconds: nil) }
}

enum ToySent: Equatable, OutboxSendResult {
    case made
    case failed(ToyFailure)
    case heldBack(String)
}

struct ToyClient: OutboxClient {
    typealias State = ToyState
    typealias Message = ToyMessage
    typealias Label = ToyLabel

    func bound(_ server: String, to account: String) -> String { "\(server)/\(account)" }

    func send(_ operation: TestOperation, to server: String) async -> ToySent { .made }

    func read(from server: String) async -> Result<[String], ToyFailure> { .success([server]) }

    func settlement(of operation: TestOperation, _ sent: ToySent, in state: ToyState) -> OutboxSettlement<ToyMessage, ToyFailure> {
        switch sent {
        case .made: .answered(.castAnswered(operationID: operation.id))
        case .failed(let failure): .failed(failure)
        case .heldBack(let reason): .heldBack(reason)
        }
    }

    func rolledBack(_ operation: TestOperation, error: String) -> ToyLabel { .rolledBack(subject: operation.subject, error: error) }
}

struct ToyExecutor: Executor {
    typealias Intent = ToyIntent
    typealias State = ToyState
    typealias Message = ToyMessage
    typealias Label = ToyLabel
    typealias Action = Never

    static let jobs = OutboxJobs(records: "toy")

    let driver: OutboxDriver<ToyClient>

    init(server: String?) {
        let writes = OutboxWrites<[TestOperation]>(label: "toy") { _ in nil }
        let execution = OutboxExecution(
            jobs: Self.jobs, policy: OutboxRetryPolicy(), wait: { _ in }, writes: writes)
        driver = OutboxDriver(client: ToyClient(), server: server, execution: execution, maximumSending: 2)
    }

    func execute(intent: ToyIntent, in scope: some ExecutorScope<ToyState, ToyMessage, ToyLabel>) {
        switch intent {
        case .cast(let subject):
            driver.change(.cast(subject), in: scope)
            driver.sendWaiting(in: scope)
        case .refresh:
            driver.refresh(in: scope)
        case .use(let account):
            driver.use(account, in: scope)
        }
    }
}

struct ToyReducer: Reducer {
    func reduce(into state: inout ToyState, _ message: ToyMessage) {
        switch message {
        case .cast(let subject): state.queue.cast(1, subject)
        case .castAnswered(let id), .operationRefused(let id):
            _ = state.queue.take(id)
            state.backOff.answered()
        case .operationSent(let id): state.queue.markSent(id)
        case .operationHeldBack(let id): state.queue.stopSending(id)
        case .operationWaits(let id, let problem):
            state.queue.stopSending(id)
            state.backOff.failed(problem)
        case .syncStarted:
            state.isSyncing = true
            state.needsListing = false
        case .synced(let listed):
            state.isSyncing = false
            state.listed = listed
        case .syncFailed(let problem):
            state.isSyncing = false
            if let problem {
                state.needsListing = true
                state.backOff.failed(problem)
            }
        case .accountChanged(let account):
            state.account = account
            state.usesServer = account != nil
        case .listingAsked: state.needsListing = true
        case .retryDue: state.backOff.startRound()
        case .retryScheduled(let seconds): state.backOff.retryDelaySeconds = seconds
        case .saveFailed(let reason): state.saveProblem = reason
        case .saved: state.saveProblem = nil
        }
    }
}
