/// What an outbox keeps of an account not in use now (its records and changes), for when it
/// comes back. A server's ids mean something only under the account that made them.
public protocol OutboxShelf {
    associatedtype Account: Hashable

    var account: Account { get }
    /// Changes of the account wait in it: it is never dropped to keep fewer idle accounts.
    var hasChanges: Bool { get }
    /// How many records it keeps.
    var recordCount: Int { get }
    /// Drops up to `count` of the records it may drop (those with no change waiting: the server
    /// keeps them), oldest first; returns how many it dropped.
    mutating func dropRecords(upTo count: Int) -> Int
}

/// How many accounts not in use an outbox keeps, and how much of them.
public struct OutboxShelfCaps: Equatable, Sendable {
    /// Accounts with no change waiting, kept past this, go, oldest first.
    public var maximumIdleAccounts: Int
    /// Accounts in all, kept past this, go, oldest first, changes and all.
    public var maximumAccounts: Int
    /// Records of all of them, past this, go (`OutboxShelf.dropRecords`), of the oldest first.
    public var maximumRecords: Int

    public init(maximumIdleAccounts: Int, maximumAccounts: Int, maximumRecords: Int) {
        self.maximumIdleAccounts = maximumIdleAccounts
        self.maximumAccounts = maximumAccounts
        self.maximumRecords = maximumRecords
    }
}

/// What a change of account does to what is here (`OutboxShelves.switching`).
public enum OutboxAccountSwitch<Shelf: OutboxShelf> {
    /// The server accepted the account left: what is here was shelved, and `taken`, the new
    /// account's shelf if it was used before, comes back in its place.
    case switched(taken: Shelf?)
    /// What is here is no account's yet (made without a key, or under one the server never
    /// accepted): it stays, goes to the new account, and `taken` joins it.
    case carried(taken: Shelf?)
}

/// How an outbox follows the account in use, over its shelves, oldest first. Pure.
public enum OutboxShelves {
    /// The account in use changes from `current` (nil: none yet) to `new`: `new`'s shelf is
    /// taken off `shelves`, and, when the server accepted `current`, `shelving(current)` (what
    /// is here, as `current`'s shelf) goes on them. Then they are trimmed to `caps`.
    public static func switching<Shelf: OutboxShelf>(
        from current: Shelf.Account?, isAccepted: Bool, to new: Shelf.Account, shelves: inout [Shelf], caps: OutboxShelfCaps,
        shelving: (Shelf.Account) -> Shelf
    ) -> OutboxAccountSwitch<Shelf> {
        let taken = shelves.firstIndex { $0.account == new }.map { shelves.remove(at: $0) }
        defer { trim(&shelves, to: caps) }
        guard let current, current != new, isAccepted else { return .carried(taken: taken) }
        shelves.append(shelving(current))
        return .switched(taken: taken)
    }

    /// Drops up to `count` of `records`, first kept first, but none whose subject is in
    /// `waiting` (a change of it waits: the server does not keep it yet); returns how many it
    /// dropped. For `OutboxShelf.dropRecords`.
    public static func dropRecords<Record, Subject: Hashable>(
        _ records: inout [Record], upTo count: Int, waiting: Set<Subject>, subject: (Record) -> Subject
    ) -> Int {
        let before = records.count
        var dropping = count
        records.removeAll { record in
            guard dropping > 0, !waiting.contains(subject(record)) else { return false }
            dropping -= 1
            return true
        }
        return before - records.count
    }

    /// Keeps at most `caps.maximumIdleAccounts` shelves with no change waiting and
    /// `caps.maximumAccounts` in all, dropping the oldest; and at most `caps.maximumRecords`
    /// records, dropping those of the oldest first.
    public static func trim<Shelf: OutboxShelf>(_ shelves: inout [Shelf], to caps: OutboxShelfCaps) {
        while shelves.count > caps.maximumIdleAccounts, let oldest = shelves.firstIndex(where: { !$0.hasChanges }) {
            shelves.remove(at: oldest)
        }
        if shelves.count > caps.maximumAccounts {
            shelves.removeFirst(shelves.count - max(caps.maximumAccounts, 0))
        }
        var excess = shelves.reduce(0) { $0 + $1.recordCount } - caps.maximumRecords
        for index in shelves.indices where excess > 0 {
            excess -= shelves[index].dropRecords(upTo: excess)
        }
    }
}
