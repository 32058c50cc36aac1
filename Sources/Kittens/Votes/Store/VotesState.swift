import FoundationEssentials
import Outbox

/// The votes store's state: the user's votes, newest first, the changes that wait for the
/// server, and whose they are.
///
/// `votes` is always what the user last chose; the queue is what the server has not been told
/// yet. Both are written to the file (`persisted`) before anything is sent.
public struct VotesState: Equatable, Sendable, Codable {
    /// The votes and the changes of them waiting (`VotesLedger`).
    public var ledger: VotesLedger
    /// Whose votes they are; nil until a key was first used (votes made before go to that
    /// account).
    public var account: TheCatAPIAccount?
    /// The server accepted the key of `account`: until then, the votes and changes here are no
    /// account's yet, and go with the user to the next key.
    public var isAccountAccepted: Bool
    /// The votes and changes of other accounts, kept for when they come back.
    public var otherAccounts: [VotesShelf]
    /// A key is set, so changes go to the server; without one they wait.
    public var usesServer: Bool
    /// Whether the server takes changes now, and how long to wait when it does not.
    public var backOff: OutboxBackOff<ListingLoadError>
    public var isSyncing: Bool
    /// The pictures changed here (or answered for) since the listing on its way started: the
    /// listing is not merged into them.
    public var changedWhileSyncing: Set<String>
    /// A listing is needed (a withdrawal to confirm, a failed sync to retry).
    public var needsListing: Bool
    /// The pictures a complete listing would have removed at once, too many to trust one
    /// listing: the next one removes them only if it lacks them too.
    public var removalsToConfirm: Set<String>
    /// The pictures whose cast went again after a send that got no answer: the server may hold
    /// their vote twice, until a complete listing read while nothing of theirs waits says
    /// (`VotesMerge`).
    public var resentCasts: Set<String>
    /// The pictures whose withdrawal the server refused for good, until a complete listing
    /// shows the vote it keeps: a vote cast on one meanwhile may be its second, and is doubtful
    /// (`resentCasts`).
    public var refusedWithdrawals: Set<String>
    /// Why the votes file cannot be used; while set, the file is not written.
    public var fileProblem: String?
    /// Why the last write of the votes file failed, in words; nil once a write succeeds. While
    /// set, nothing is sent.
    public var saveProblem: String?

    public init(
        persisted: PersistedVotes = PersistedVotes(), usesServer: Bool = false, fileProblem: String? = nil
    ) {
        ledger = VotesLedger(votes: persisted.votes, queue: OutboxQueue(operations: persisted.operations, nextID: persisted.nextOperationID))
        account = persisted.account
        isAccountAccepted = persisted.isAccountAccepted
        otherAccounts = persisted.otherAccounts
        self.usesServer = usesServer
        backOff = OutboxBackOff()
        isSyncing = false
        changedWhileSyncing = []
        needsListing = false
        removalsToConfirm = []
        resentCasts = persisted.doubtful
        refusedWithdrawals = []
        self.fileProblem = fileProblem
        saveProblem = nil
    }

    /// The user's votes, newest first, one per picture.
    public var votes: [Vote] { ledger.votes }

    /// Every picture with a vote (the Rate page does not show them again).
    public var ratedImageIDs: Set<String> { Set(ledger.votes.map(\.imageID)) }

    /// Every picture with a vote, and the vote (the Rate page does not show them again, and
    /// undoes only a vote of its own still among them).
    public var votesByPicture: [String: VoteValue] {
        Dictionary(ledger.votes.map { ($0.imageID, $0.value) }, uniquingKeysWith: { _, later in later })
    }

    /// The vote on `imageID`, if any.
    public func vote(on imageID: String) -> Vote? { ledger.vote(on: imageID) }

    /// The changes waiting for the server (of the account in use), oldest first.
    public var waitingChanges: [VoteOperation] { ledger.queue.operations }

    /// The operations on their way to the server now, by id.
    public var sending: Set<Int> { ledger.queue.sending }

    /// Why changes wait now, if they do.
    public var serverProblem: FavouritesServerProblem? { backOff.problem }

    /// How many operations the file keeps, of every account.
    public var operationCount: Int {
        ledger.queue.operations.count + otherAccounts.reduce(0) { $0 + $1.operations.count }
    }

    /// What the file keeps of this state.
    public var persisted: PersistedVotes {
        PersistedVotes(
            votes: ledger.votes, operations: ledger.queue.operations, nextOperationID: ledger.queue.nextID, account: account,
            isAccountAccepted: isAccountAccepted, otherAccounts: otherAccounts, doubtful: resentCasts)
    }
}

/// What the votes file keeps: the votes and unsent changes of the account in use, and those of
/// the other accounts.
public struct PersistedVotes: Equatable, Sendable {
    public var votes: [Vote]
    public var operations: [VoteOperation]
    public var nextOperationID: Int
    public var account: TheCatAPIAccount?
    public var isAccountAccepted: Bool
    public var otherAccounts: [VotesShelf]
    /// The pictures that may hold their vote twice at the server (`VotesState.resentCasts`).
    public var doubtful: Set<String>

    public init(
        votes: [Vote] = [], operations: [VoteOperation] = [], nextOperationID: Int = 1, account: TheCatAPIAccount? = nil,
        isAccountAccepted: Bool = false, otherAccounts: [VotesShelf] = [], doubtful: Set<String> = []
    ) {
        self.doubtful = doubtful
        self.votes = votes
        self.operations = operations
        self.nextOperationID = nextOperationID
        self.account = account
        self.isAccountAccepted = isAccountAccepted
        self.otherAccounts = otherAccounts
    }
}

/// The votes and unsent changes of an account not in use now, kept for when it comes back.
public struct VotesShelf: Equatable, Sendable, Codable, OutboxCappedShelf {
    public var account: TheCatAPIAccount
    public var votes: [Vote]
    public var operations: [VoteOperation]
    /// Its pictures that may hold their vote twice (`VotesState.resentCasts`).
    public var doubtful: Set<String>

    public init(account: TheCatAPIAccount, votes: [Vote], operations: [VoteOperation], doubtful: Set<String> = []) {
        self.account = account
        self.doubtful = doubtful
        self.votes = votes
        self.operations = operations
    }

    /// The caps on what the file keeps of accounts not in use: those of favourites.
    public static let caps = FavouritesShelf.caps

    public var hasChanges: Bool { !operations.isEmpty || !doubtful.isEmpty }

    public var recordCount: Int { votes.count }

    /// Drops the oldest votes with no change waiting: the server keeps them.
    public mutating func dropRecords(upTo count: Int) -> Int {
        OutboxShelves.dropRecords(&votes, upTo: count, waiting: Set(operations.map(\.imageID)), subject: \.imageID)
    }
}
