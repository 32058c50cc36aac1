/// How the favourites follow the account in use. Pure.
extension FavouritesState {
    /// Uses `account` from now on; nil (no key) keeps the favourites shown, and their changes
    /// wait. Nothing is on its way any more: the executor cancelled it.
    ///
    /// - The first account ever used takes the favourites made before it (they are sent to
    ///   it, and to no other).
    /// - Another account puts this one's favourites and changes aside (`otherAccounts`) and
    ///   takes back its own, if it was used before.
    mutating func use(_ newAccount: FavouritesAccount?) {
        sending = []
        isSyncing = false
        changedWhileSyncing = []
        serverProblem = nil
        failuresInARow = 0
        usesServer = newAccount != nil
        guard let newAccount, newAccount != account else { return }
        let taken = otherAccounts.firstIndex { $0.account == newAccount }.map { otherAccounts.remove(at: $0) }
        if let account {
            otherAccounts.append(FavouritesShelf(account: account, favourites: favourites, outbox: outbox))
            favourites = taken?.favourites ?? []
            outbox = taken?.outbox ?? []
            lastRemoval = nil
            hasUnverifiedRemoteIDs = false
        } else if let taken {
            let here = Set(favourites.map(\.imageID))
            favourites += taken.favourites.filter { !here.contains($0.imageID) }
            outbox = taken.outbox + outbox
        }
        account = newAccount
        needsListing = true
        trimOtherAccounts()
    }

    /// Keeps at most `FavouriteLimits.maximumOtherAccounts` other accounts, dropping the
    /// oldest with no change waiting.
    private mutating func trimOtherAccounts() {
        while otherAccounts.count > FavouriteLimits.maximumOtherAccounts,
              let oldest = otherAccounts.firstIndex(where: { $0.outbox.isEmpty }) {
            otherAccounts.remove(at: oldest)
        }
    }
}
