/// Whether a complete listing may remove the synced favourites it lacks now: one that would
/// remove many at once (more than `maximumAtOnce`, or more than a third of the synced ones) may
/// be a server's or a proxy's mistake (`200 []`), and is confirmed by the next listing first,
/// which must lack the same.
enum FavouritesRemovalCheck {
    static let maximumAtOnce = 20

    /// Counts the synced favourites and the removals with a server id (both are on the server
    /// as far as this app knows) that the listing lacks.
    static func mayRemove(listed: [String: RemoteFavourite], in state: inout FavouritesState) -> Bool {
        guard !state.hasUnverifiedRemoteIDs else { return true }
        let changed = state.changedWhileSyncing
        let synced = Set(state.favourites.filter { $0.remoteID != nil }.map(\.imageID))
            .union(state.outbox.filter { $0.kind == .remove && $0.remoteID != nil && !$0.awaitsListing }.map(\.imageID))
            .subtracting(changed)
        let removed = synced.filter { listed[$0] == nil }
        // Only the same removals are confirmed: a second listing that would remove others asks
        // for a third.
        let confirmed = !removed.isEmpty && removed.isSubset(of: state.removalsToConfirm)
        guard removed.count > maximumAtOnce || removed.count * 3 > synced.count, !confirmed else {
            state.removalsToConfirm = []
            return true
        }
        state.removalsToConfirm = removed
        state.needsListing = true
        return false
    }
}
