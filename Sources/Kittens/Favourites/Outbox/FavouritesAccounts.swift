import Outbox

/// How the favourites follow the account in use (`OutboxAccountState.use`). Pure.
extension FavouritesState: OutboxAccountState {
    public mutating func forgetSending() {
        sending = []
    }

    public mutating func forgetRemovalsToConfirm() {
        removalsToConfirm = []
    }

    public func shelf(of account: TheCatAPIAccount) -> FavouritesShelf {
        FavouritesShelf(account: account, favourites: favourites, outbox: outbox, hasUnverifiedRemoteIDs: hasUnverifiedRemoteIDs)
    }

    /// The favourites and changes of `shelf` replace those here; there is nothing to undo.
    public mutating func takeBack(_ shelf: FavouritesShelf?) {
        favourites = shelf?.favourites ?? []
        outbox = shelf?.outbox ?? []
        lastRemoval = nil
        hasUnverifiedRemoteIDs = shelf?.hasUnverifiedRemoteIDs ?? false
    }

    /// The favourites of `shelf` not here join those here; its changes go before those here.
    public mutating func join(_ shelf: FavouritesShelf) {
        let here = Set(favourites.map(\.imageID))
        favourites += shelf.favourites.filter { !here.contains($0.imageID) }
        outbox = shelf.outbox + outbox
        hasUnverifiedRemoteIDs = hasUnverifiedRemoteIDs || shelf.hasUnverifiedRemoteIDs
    }

    /// The server answered a request of the account in use: its key is accepted.
    mutating func accountAnswered() {
        isAccountAccepted = true
    }
}
