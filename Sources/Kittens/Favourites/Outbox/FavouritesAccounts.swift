import Outbox

/// How the favourites follow the account in use. Pure.
extension FavouritesState {
    /// Uses `account` from now on; nil (no key) keeps the favourites shown, and their changes
    /// wait. Nothing is on its way any more: the executor cancelled it.
    ///
    /// - Favourites made before any key, or under a key the server never accepted (a mistyped
    ///   one), are no account's yet: they go with the user to the new account, and are sent
    ///   to the first one the server accepts (`isAccountAccepted`), and to no other.
    /// - Leaving an account the server accepted puts its favourites and changes aside
    ///   (`otherAccounts`, within `FavouritesShelf.caps`), and takes back the new account's own,
    ///   if it was used before.
    mutating func use(_ newAccount: TheCatAPIAccount?) {
        sending = []
        isSyncing = false
        changedWhileSyncing = []
        backOff.forgetFailures()
        confirmsRemovals = false
        usesServer = newAccount != nil
        guard let newAccount, newAccount != account else { return }
        let change = OutboxShelves.switching(
            from: account, isAccepted: isAccountAccepted, to: newAccount, shelves: &otherAccounts, caps: FavouritesShelf.caps
        ) { account in
            FavouritesShelf(account: account, favourites: favourites, outbox: outbox, hasUnverifiedRemoteIDs: hasUnverifiedRemoteIDs)
        }
        let taken: FavouritesShelf?
        switch change {
        case .switched(let shelf):
            taken = shelf
            favourites = shelf?.favourites ?? []
            outbox = shelf?.outbox ?? []
            lastRemoval = nil
            hasUnverifiedRemoteIDs = shelf?.hasUnverifiedRemoteIDs ?? false
        case .carried(let shelf):
            taken = shelf
            if let shelf {
                let here = Set(favourites.map(\.imageID))
                favourites += shelf.favourites.filter { !here.contains($0.imageID) }
                outbox = shelf.outbox + outbox
                hasUnverifiedRemoteIDs = hasUnverifiedRemoteIDs || shelf.hasUnverifiedRemoteIDs
            }
        }
        account = newAccount
        // A shelf is kept only of an account the server accepted.
        isAccountAccepted = taken != nil
        needsListing = true
    }

    /// The server answered a request of the account in use: its key is accepted.
    mutating func accountAnswered() {
        isAccountAccepted = true
    }
}
