import FoundationEssentials

/// How a listing of the server's favourites meets the ones here. Pure.
///
/// - A picture with an operation waiting, or changed here (or answered for) since the listing
///   started (`FavouritesState.changedWhileSyncing`), is left to the user's change: the listing
///   is older than it.
/// - Any other picture the server lists is a favourite here, with every server id it has; a
///   picture listed without a usable picture keeps the address known here and is marked gone.
/// - A favourite here with a server id that a complete listing lacks was removed elsewhere, and
///   goes; an incomplete listing removes nothing, and what a complete one lacks is confirmed by
///   the next one first (`FavouritesRemovalCheck`). Server ids from a file that did not say
///   whose they were (`hasUnverifiedRemoteIDs`) are sent again instead.
/// - A removal learns the picture's ids from the listing, or, when a complete listing lacks
///   the picture, is done already. A removal the server answered waits for a listing: one
///   that lists the picture still (under an id the removal did not know) sends it again with
///   those ids; one that does not ends it. An add answered "already there" is done when listed, and
///   is sent again when a complete listing lacks it.
/// - Past `FavouriteLimits.maximumCount`, the oldest favourites the server keeps are not kept
///   here; a favourite with a change waiting is never the one dropped.
enum FavouritesMerge {
    static func merge(_ listing: FavouritesListing, into state: inout FavouritesState) {
        let listed = Dictionary(listing.records.map { ($0.imageID, $0) }, uniquingKeysWith: { first, _ in first })
        let removes = listing.isComplete && FavouritesRemovalCheck.mayRemove(listed: listed, in: &state)
        settleOperations(with: listing, listed: listed, removes: removes, into: &state)
        let busy = Set(state.outbox.map(\.imageID)).union(state.changedWhileSyncing)
        var merged: [Favourite] = []
        var seen = Set<String>()
        var resend: [String] = []
        for var favourite in state.favourites {
            seen.insert(favourite.imageID)
            guard !busy.contains(favourite.imageID) else {
                merged.append(favourite)
                continue
            }
            if let entry = listed[favourite.imageID] {
                favourite.remoteID = entry.remoteID
                favourite.moreRemoteIDs = listing.moreRemoteIDs[entry.imageID] ?? []
                favourite.isPictureGone = entry.url == nil
                favourite.url = entry.url ?? favourite.url
                merged.append(favourite)
            } else if listing.isComplete && state.hasUnverifiedRemoteIDs {
                favourite.remoteID = nil
                favourite.moreRemoteIDs = []
                merged.append(favourite)
                resend.append(favourite.imageID)
            } else if !removes || favourite.remoteID == nil {
                merged.append(favourite)
            }
        }
        for entry in listing.records where !seen.contains(entry.imageID) && !busy.contains(entry.imageID) {
            merged.append(Favourite(
                imageID: entry.imageID, url: entry.url, remoteID: entry.remoteID, moreRemoteIDs: listing.moreRemoteIDs[entry.imageID] ?? [],
                created: entry.created ?? .distantPast, isPictureGone: entry.url == nil))
        }
        state.favourites = capped(merged.sorted { $0.created > $1.created }, keeping: busy.union(resend))
        // Adds sent again wait within the cap on changes; the rest are sent after a later listing.
        let room = max(FavouriteLimits.maximumOperations - state.operationCount, 0)
        for imageID in resend.prefix(room) { state.enqueue(.add, imageID) }
        if listing.isComplete && resend.count <= room { state.hasUnverifiedRemoteIDs = false }
    }

    /// Removals and adds answered "already there" that the listing settles.
    /// `removes`: the listing may take a picture it lacks as removed (it is complete, and
    /// the one before lacked it too).
    private static func settleOperations(
        with listing: FavouritesListing, listed: [String: RemoteFavourite], removes: Bool, into state: inout FavouritesState
    ) {
        var done: Set<Int> = []
        var made: [(String, [String])] = []
        for (index, operation) in state.outbox.enumerated() where !state.changedWhileSyncing.contains(operation.imageID) {
            let ids = listed[operation.imageID].map { [$0.remoteID] + (listing.moreRemoteIDs[operation.imageID] ?? []) }
            switch operation.kind {
            case .add where operation.awaitsListing:
                if let ids {
                    done.insert(operation.id)
                    made.append((operation.imageID, ids))
                } else if listing.isComplete {
                    state.outbox[index].awaitsListing = false
                }
            case .add:
                break
            case .remove where operation.awaitsListing:
                if let ids {
                    state.outbox[index].remoteID = ids.first
                    state.outbox[index].moreRemoteIDs = Array(ids.dropFirst().prefix(FavouriteLimits.maximumMoreRemoteIDs))
                    state.outbox[index].awaitsListing = false
                } else {
                    done.insert(operation.id)
                }
            case .remove:
                guard state.lastOperation(of: operation.imageID, kind: .add).map({ $0.id > operation.id }) ?? true else { continue }
                if let ids {
                    // One on its way removes the ids it left with; those it lacks wait in it.
                    let kept = state.sending.contains(operation.id) ? operation.remoteIDs : []
                    let all = kept + ids.filter { !kept.contains($0) }
                    state.outbox[index].remoteID = all.first
                    state.outbox[index].moreRemoteIDs = Array(all.dropFirst().prefix(FavouriteLimits.maximumMoreRemoteIDs))
                } else if ids == nil && removes {
                    done.insert(operation.id)
                }
            }
        }
        state.outbox.removeAll { done.contains($0.id) }
        // A removal on its way that the listing shows done is done: its answer changes nothing.
        state.sending.subtract(done)
        for (imageID, ids) in made { state.addMade(imageID, remoteIDs: ids) }
    }

    /// The newest `FavouriteLimits.maximumCount` of `favourites`, sorted newest first, always
    /// with the pictures of `keeping`.
    private static func capped(_ favourites: [Favourite], keeping: Set<String>) -> [Favourite] {
        var excess = favourites.count - FavouriteLimits.maximumCount
        guard excess > 0 else { return favourites }
        var kept = favourites
        for index in kept.indices.reversed() where excess > 0 && !keeping.contains(kept[index].imageID) {
            kept.remove(at: index)
            excess -= 1
        }
        return kept
    }
}
