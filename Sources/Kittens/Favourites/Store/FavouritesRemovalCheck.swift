import Outbox

/// Whether a complete listing may remove the synced favourites it lacks now
/// (`OutboxRemovalCheck`).
enum FavouritesRemovalCheck {
    /// Counts the synced favourites and the removals with a server id (both are on the server
    /// as far as this app knows) that the listing lacks.
    static func mayRemove(listed: [String: RemoteFavourite], in state: inout FavouritesState) -> Bool {
        guard !state.hasUnverifiedRemoteIDs else { return true }
        let changed = state.changedWhileSyncing
        let synced = Set(state.favourites.filter { $0.remoteID != nil }.map(\.imageID))
            .union(state.outbox.filter { $0.kind == .remove && $0.remoteID != nil && !$0.awaitsListing }.map(\.imageID))
            .subtracting(changed)
        let removed = synced.filter { listed[$0] == nil }
        return OutboxRemovalCheck.mayRemove(removed, of: synced, toConfirm: &state.removalsToConfirm, needsListing: &state.needsListing)
    }
}
