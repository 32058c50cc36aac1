/// An outbox store's state as it follows the account in use (`use`): the changes of the
/// account, those of the others on their shelves, and what is on its way.
public protocol OutboxAccountState: OutboxDrivenState where Account == Shelf.Account {
    associatedtype Shelf: OutboxCappedShelf
    var account: Account? { get set }
    /// The server accepted the key of `account`: it answered one of its requests. Until then,
    /// what is here is no account's yet, and goes with the user to the next key.
    var isAccountAccepted: Bool { get set }
    /// What is kept of the other accounts, oldest first.
    var otherAccounts: [Shelf] { get set }
    var usesServer: Bool { get set }
    var isSyncing: Bool { get set }
    var needsListing: Bool { get set }
    /// The subjects changed here since the listing on its way started.
    var changedWhileSyncing: Set<Operation.Subject> { get set }
    /// Forgets the removals a complete listing asked the next one to confirm: a new account's
    /// listings confirm only their own.
    mutating func forgetRemovalsToConfirm()
    var backOff: OutboxBackOff<Failure> { get set }
    /// Nothing is on its way any more.
    mutating func forgetSending()
    /// What is here, as `account`'s shelf.
    func shelf(of account: Account) -> Shelf
    /// `shelf`, what was kept of the account now in use (nil: nothing), replaces what is here.
    mutating func takeBack(_ shelf: Shelf?)
    /// `shelf`, what was kept of the account now in use, joins what is here, no account's yet.
    mutating func join(_ shelf: Shelf)
}

extension OutboxAccountState {
    /// Uses `newAccount` from now on; nil (no key) keeps what is here, and the changes wait.
    /// Nothing is on its way any more: the executor cancelled it (`OutboxDriver.use`).
    ///
    /// - What was made before any key, or under a key the server never accepted (a mistyped
    ///   one), is no account's yet: it goes with the user to the new account, and is sent to
    ///   the first one the server accepts (`isAccountAccepted`), and to no other.
    /// - Leaving an account the server accepted puts what is here aside (`otherAccounts`,
    ///   within `Shelf.caps`), and takes back the new account's own, if it was used before.
    public mutating func use(_ newAccount: Account?) {
        forgetSending()
        isSyncing = false
        changedWhileSyncing = []
        backOff.forgetFailures()
        forgetRemovalsToConfirm()
        usesServer = newAccount != nil
        guard let newAccount, newAccount != account else { return }
        let here = self
        let change = OutboxShelves.switching(
            from: account, isAccepted: isAccountAccepted, to: newAccount, shelves: &otherAccounts, caps: Shelf.caps
        ) { here.shelf(of: $0) }
        let taken: Shelf?
        switch change {
        case .switched(let shelf):
            taken = shelf
            takeBack(shelf)
        case .carried(let shelf):
            taken = shelf
            if let shelf { join(shelf) }
        }
        account = newAccount
        // A shelf is kept only of an account the server accepted.
        isAccountAccepted = taken != nil
        needsListing = true
    }
}
