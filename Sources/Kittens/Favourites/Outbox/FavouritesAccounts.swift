/// How the favourites follow the account in use. Pure.
extension FavouritesState {
    /// Uses `account` from now on; nil (no key) keeps the favourites shown, and their changes
    /// wait. Nothing is on its way any more: the executor cancelled it.
    ///
    /// - Favourites made before any key, or under a key the server never accepted (a mistyped
    ///   one), are no account's yet: they go with the user to the new account, and are sent
    ///   to the first one the server accepts (`isAccountAccepted`), and to no other.
    /// - Leaving an account the server accepted puts its favourites and changes aside
    ///   (`otherAccounts`), and takes back the new account's own, if it was used before.
    mutating func use(_ newAccount: FavouritesAccount?) {
        sending = []
        isSyncing = false
        changedWhileSyncing = []
        serverProblem = nil
        failuresInARow = 0
        failedRound = nil
        retryDelaySeconds = nil
        confirmsRemovals = false
        usesServer = newAccount != nil
        guard let newAccount, newAccount != account else { return }
        let taken = otherAccounts.firstIndex { $0.account == newAccount }.map { otherAccounts.remove(at: $0) }
        if let account, isAccountAccepted {
            otherAccounts.append(FavouritesShelf(
                account: account, favourites: favourites, outbox: outbox, hasUnverifiedRemoteIDs: hasUnverifiedRemoteIDs))
            favourites = taken?.favourites ?? []
            outbox = taken?.outbox ?? []
            lastRemoval = nil
            hasUnverifiedRemoteIDs = taken?.hasUnverifiedRemoteIDs ?? false
        } else if let taken {
            let here = Set(favourites.map(\.imageID))
            favourites += taken.favourites.filter { !here.contains($0.imageID) }
            outbox = taken.outbox + outbox
            hasUnverifiedRemoteIDs = hasUnverifiedRemoteIDs || taken.hasUnverifiedRemoteIDs
        }
        account = newAccount
        // A shelf is kept only of an account the server accepted.
        isAccountAccepted = taken != nil
        needsListing = true
        trimOtherAccounts()
    }

    /// The server answered a request of the account in use: its key is accepted.
    mutating func accountAnswered() {
        isAccountAccepted = true
    }

    /// Keeps at most `FavouriteLimits.maximumOtherAccounts` other accounts with no change
    /// waiting, and `FavouriteLimits.maximumShelvedAccounts` in all, dropping the oldest; and
    /// at most `FavouriteLimits.maximumShelvedFavourites` of their favourites, dropping those
    /// with no change waiting (the server keeps them), of the oldest account first. What the
    /// file keeps is bounded by these (`FavouritesFileFormat.maximumBytes`).
    private mutating func trimOtherAccounts() {
        while otherAccounts.count > FavouriteLimits.maximumOtherAccounts,
              let oldest = otherAccounts.firstIndex(where: { $0.outbox.isEmpty }) {
            otherAccounts.remove(at: oldest)
        }
        if otherAccounts.count > FavouriteLimits.maximumShelvedAccounts {
            otherAccounts.removeFirst(otherAccounts.count - FavouriteLimits.maximumShelvedAccounts)
        }
        var excess = otherAccounts.reduce(0) { $0 + $1.favourites.count } - FavouriteLimits.maximumShelvedFavourites
        for index in otherAccounts.indices where excess > 0 {
            let waiting = Set(otherAccounts[index].outbox.map(\.imageID))
            let before = otherAccounts[index].favourites.count
            var dropping = excess
            otherAccounts[index].favourites.removeAll { favourite in
                guard dropping > 0, !waiting.contains(favourite.imageID) else { return false }
                dropping -= 1
                return true
            }
            excess -= before - otherAccounts[index].favourites.count
        }
    }
}
