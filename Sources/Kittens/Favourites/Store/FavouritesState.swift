import FoundationEssentials
import Outbox

/// The favourites store's state: the user's favourites, newest first, the changes that wait for
/// the server (the outbox), and whose they are.
///
/// `favourites` is always what the user last chose; the outbox is what the server has not been
/// told yet. Both are written to the file (`persisted`) before anything is sent.
public struct FavouritesState: Equatable, Sendable, Codable {
    /// A favourite removed last, for Undo: it goes back where it was.
    public struct Removal: Equatable, Sendable, Codable {
        public var favourite: Favourite
        public var index: Int

        public init(favourite: Favourite, index: Int) {
            self.favourite = favourite
            self.index = index
        }
    }

    public var favourites: [Favourite]
    /// The changes not yet made on the server, oldest first; sent in order, one at a time per
    /// picture (`FavouritesOutbox`).
    public var outbox: [FavouriteOperation]
    /// Whose favourites `favourites` are; nil until a key was first used (favourites made
    /// before go to that account).
    public var account: TheCatAPIAccount?
    /// The favourites and changes of other accounts, kept for when they come back.
    public var otherAccounts: [FavouritesShelf]
    /// The id of the next operation.
    public var nextOperationID: Int
    /// The server accepted the key of `account`: it answered one of its requests. Until then,
    /// the favourites and changes here are no account's yet, and go with the user to the next
    /// key (a mistyped key takes nothing).
    public var isAccountAccepted: Bool
    /// The server ids of `favourites` come from a file that did not say whose they are: the
    /// first complete listing sends again those it lacks instead of dropping them.
    public var hasUnverifiedRemoteIDs: Bool

    /// The operations on their way to the server now, by id.
    public var sending: Set<Int>
    /// What Undo brings back; nil once undone or when another removal replaced it.
    public var lastRemoval: Removal?
    public var isSyncing: Bool
    /// The pictures changed here (or answered for) since the listing on its way started: the
    /// listing is not merged into them.
    public var changedWhileSyncing: Set<String>
    /// A listing is needed to learn server ids ("already there") or to retry a failed sync.
    public var needsListing: Bool
    /// A key is set, so changes go to the server; without one they wait in the outbox.
    public var usesServer: Bool
    /// Whether the server takes changes now, and how long to wait when it does not: why
    /// changes wait, the failures in a row, the rounds of sending (Refresh, a retry, a key: a
    /// refused key answered to a request of an earlier round is older than the user's last
    /// try), and the retry on its way (`FavouritesRetry`).
    public var backOff: OutboxBackOff<ListingLoadError>
    /// Why the favourites file cannot be used; while set, the file is not written.
    public var fileProblem: String?
    /// Why the last write of the favourites file failed (a full disk, say), in words; nil once a
    /// write succeeds. While set, nothing is sent: the server never hears of a change the file
    /// does not keep.
    public var saveProblem: String?
    /// The pictures a complete listing would have removed at once, too many to trust one
    /// listing: the next one removes them only if it lacks them too.
    public var removalsToConfirm: Set<String>

    /// A state over what the file kept, and how far the run is.
    public init(
        persisted: PersistedFavourites, sending: Set<Int> = [], lastRemoval: Removal? = nil, isSyncing: Bool = false,
        changedWhileSyncing: Set<String> = [], needsListing: Bool = false, usesServer: Bool = false,
        backOff: OutboxBackOff<ListingLoadError> = OutboxBackOff(), fileProblem: String? = nil, saveProblem: String? = nil
    ) {
        favourites = persisted.favourites
        outbox = persisted.outbox
        account = persisted.account
        otherAccounts = persisted.otherAccounts
        nextOperationID = persisted.nextOperationID
        hasUnverifiedRemoteIDs = persisted.hasUnverifiedRemoteIDs
        isAccountAccepted = persisted.isAccountAccepted
        self.sending = sending
        self.lastRemoval = lastRemoval
        self.isSyncing = isSyncing
        self.changedWhileSyncing = changedWhileSyncing
        self.needsListing = needsListing
        self.usesServer = usesServer
        self.backOff = backOff
        self.fileProblem = fileProblem
        self.saveProblem = saveProblem
        removalsToConfirm = []
    }

    /// A state of these favourites and changes (what the file keeps, `PersistedFavourites`),
    /// and how far the run is.
    public init(
        favourites: [Favourite] = [], outbox: [FavouriteOperation] = [], account: TheCatAPIAccount? = nil,
        otherAccounts: [FavouritesShelf] = [], nextOperationID: Int = 1, hasUnverifiedRemoteIDs: Bool = false,
        isAccountAccepted: Bool? = nil, sending: Set<Int> = [], lastRemoval: Removal? = nil, isSyncing: Bool = false,
        changedWhileSyncing: Set<String> = [], needsListing: Bool = false, usesServer: Bool = false,
        backOff: OutboxBackOff<ListingLoadError> = OutboxBackOff(), fileProblem: String? = nil, saveProblem: String? = nil
    ) {
        self.init(
            persisted: PersistedFavourites(
                favourites: favourites, outbox: outbox, account: account, otherAccounts: otherAccounts,
                nextOperationID: nextOperationID, hasUnverifiedRemoteIDs: hasUnverifiedRemoteIDs, isAccountAccepted: isAccountAccepted),
            sending: sending, lastRemoval: lastRemoval, isSyncing: isSyncing, changedWhileSyncing: changedWhileSyncing,
            needsListing: needsListing, usesServer: usesServer, backOff: backOff, fileProblem: fileProblem, saveProblem: saveProblem)
    }

    /// What the file keeps of this state.
    public var persisted: PersistedFavourites {
        PersistedFavourites(
            favourites: favourites, outbox: outbox, account: account, otherAccounts: otherAccounts,
            nextOperationID: nextOperationID, hasUnverifiedRemoteIDs: hasUnverifiedRemoteIDs, isAccountAccepted: isAccountAccepted)
    }

    /// Why changes wait now, if they do.
    public var serverProblem: FavouritesServerProblem? { backOff.problem }

    /// Whether the picture `imageID` is a favourite (a heart shown filled).
    public func isFavourite(_ imageID: String) -> Bool {
        favourites.contains { $0.imageID == imageID }
    }

    /// The favourite of the picture `imageID`, if any.
    public func favourite(_ imageID: String) -> Favourite? {
        favourites.first { $0.imageID == imageID }
    }
}

/// What the favourites file keeps: the favourites and unsent changes of the account in use,
/// and those of the other accounts.
public struct PersistedFavourites: Equatable, Sendable {
    public var favourites: [Favourite]
    public var outbox: [FavouriteOperation]
    public var account: TheCatAPIAccount?
    public var otherAccounts: [FavouritesShelf]
    public var nextOperationID: Int
    public var hasUnverifiedRemoteIDs: Bool
    /// The server accepted the key of `account` (`FavouritesState.isAccountAccepted`); when
    /// not given, a server id of a favourite says so.
    public var isAccountAccepted: Bool

    public init(
        favourites: [Favourite] = [], outbox: [FavouriteOperation] = [], account: TheCatAPIAccount? = nil,
        otherAccounts: [FavouritesShelf] = [], nextOperationID: Int = 1, hasUnverifiedRemoteIDs: Bool = false,
        isAccountAccepted: Bool? = nil
    ) {
        self.favourites = favourites
        self.outbox = outbox
        self.account = account
        self.otherAccounts = otherAccounts
        self.nextOperationID = nextOperationID
        self.hasUnverifiedRemoteIDs = hasUnverifiedRemoteIDs
        self.isAccountAccepted = isAccountAccepted ?? Self.isAccepted(account, favourites)
    }

    /// Whether the server accepted `account`'s key, when nothing says so: a server id of its
    /// favourites proves it (a file written before the mark was kept).
    static func isAccepted(_ account: TheCatAPIAccount?, _ favourites: [Favourite]) -> Bool {
        account != nil && favourites.contains { $0.remoteID != nil }
    }
}
