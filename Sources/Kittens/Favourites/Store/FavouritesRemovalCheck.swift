import Outbox

/// Whether a complete listing may remove the synced favourites it lacks now
/// (`OutboxRemovalCheck`).
enum FavouritesRemovalCheck {
    /// Whether the listing may remove what it lacks of the synced favourites and of the
    /// removals with a server id (both are on the server as far as this app knows).
    static func mayRemove(listed: [String: RemoteFavourite], in state: inout FavouritesState) -> Bool {
        guard !state.hasUnverifiedRemoteIDs else { return true }
        let changed = state.changedWhileSyncing
        let removed = Set(state.favourites.filter { $0.remoteID != nil }.map(\.imageID))
            .union(state.outbox.filter { $0.kind == .remove && $0.remoteID != nil && !$0.awaitsListing }.map(\.imageID))
            .subtracting(changed)
            .filter { listed[$0] == nil }
        return OutboxRemovalCheck.mayRemove(removed, toConfirm: &state.removalsToConfirm, needsListing: &state.needsListing)
    }
}
