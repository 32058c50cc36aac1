import FoundationEssentials

/// How a listing of the server's favourites meets the ones here. Pure.
///
/// - A picture with an operation waiting, or changed here (or answered for) since the listing
///   started (`FavouritesState.changedWhileSyncing`), is left to the user's change: the listing
///   is older than it.
/// - Any other picture the server lists is a favourite here, with the server's id; a picture
///   listed without a usable picture keeps the address known here and is marked gone.
/// - A favourite here with a server id that a complete listing lacks was removed elsewhere, and
///   goes; an incomplete listing removes nothing. Server ids from a file that did not say whose
///   they were (`hasUnverifiedRemoteIDs`) are sent again instead.
/// - A removal waiting for the server's id learns it from the listing, or, when a complete
///   listing lacks the picture, is done already.
/// - Past `FavouriteLimits.maximumCount`, the oldest favourites the server keeps are not kept
///   here; a favourite with a change waiting is never the one dropped.
enum FavouritesMerge {
    static func merge(_ listing: FavouritesListing, into state: inout FavouritesState) {
        let listed = Dictionary(listing.favourites.map { ($0.imageID, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = state.changedWhileSyncing
        learnRemovalIDs(from: listed, isComplete: listing.isComplete, into: &state)
        let busy = Set(state.outbox.map(\.imageID)).union(changed)
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
                favourite.isPictureGone = entry.url == nil
                favourite.url = entry.url ?? favourite.url
                merged.append(favourite)
            } else if !listing.isComplete {
                merged.append(favourite)
            } else if state.hasUnverifiedRemoteIDs {
                favourite.remoteID = nil
                merged.append(favourite)
                resend.append(favourite.imageID)
            }
        }
        for entry in listing.favourites where !seen.contains(entry.imageID) && !busy.contains(entry.imageID) {
            merged.append(Favourite(
                imageID: entry.imageID, url: entry.url, remoteID: entry.remoteID, created: entry.created ?? .distantPast,
                isPictureGone: entry.url == nil))
        }
        state.favourites = capped(merged.sorted { $0.created > $1.created }, keeping: busy.union(resend))
        for imageID in resend {
            state.outbox.append(FavouriteOperation(id: state.nextOperationID, kind: .add, imageID: imageID))
            state.nextOperationID += 1
        }
        if listing.isComplete { state.hasUnverifiedRemoteIDs = false }
    }

    /// Removals waiting for the server's id of a favourite made "already there".
    private static func learnRemovalIDs(from listed: [String: RemoteFavourite], isComplete: Bool, into state: inout FavouritesState) {
        var done: Set<Int> = []
        for (index, operation) in state.outbox.enumerated()
        where operation.kind == .remove && operation.remoteID == nil && !state.changedWhileSyncing.contains(operation.imageID)
            && state.lastOperation(of: operation.imageID, kind: .add).map({ $0.id > operation.id }) ?? true {
            if let entry = listed[operation.imageID] {
                state.outbox[index].remoteID = entry.remoteID
            } else if isComplete {
                done.insert(operation.id)
            }
        }
        state.outbox.removeAll { done.contains($0.id) }
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
