#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the server's favourites meet the ones here, in a sync. Pure.
///
/// - A picture the server lists is a favourite here, with the server's id; a picture listed
///   twice by the server was merged into one by the parser.
/// - A picture the server lists without a usable picture keeps the address known here, and
///   is marked gone (`Favourite.isPictureGone`), so a view can say so rather than drop it.
/// - A favourite here with a server id the server no longer lists was removed elsewhere, and
///   goes; one here without a server id is kept, to be sent (`unsent`).
/// - A picture with a change pending is left to that change.
enum FavouritesMerge {
    static func merge(_ remote: [RemoteFavourite], into state: FavouritesState) -> [Favourite] {
        let remoteByImage = Dictionary(remote.map { ($0.imageID, $0) }, uniquingKeysWith: { first, _ in first })
        var merged: [Favourite] = []
        var seen = Set<String>()
        for var favourite in state.favourites {
            seen.insert(favourite.imageID)
            if state.pending[favourite.imageID] != nil {
                merged.append(favourite)
                continue
            }
            guard let listed = remoteByImage[favourite.imageID] else {
                if favourite.remoteID == nil { merged.append(favourite) }
                continue
            }
            favourite.remoteID = listed.remoteID
            favourite.isPictureGone = listed.url == nil
            favourite.url = listed.url ?? favourite.url
            merged.append(favourite)
        }
        for listed in remote where !seen.contains(listed.imageID) && state.pending[listed.imageID] != .removing {
            // A favourite removed here while the answer was on its way is not brought back.
            if state.lastRemoval?.favourite.imageID == listed.imageID { continue }
            merged.append(Favourite(
                imageID: listed.imageID, url: listed.url, remoteID: listed.remoteID, created: listed.created ?? .distantPast,
                isPictureGone: listed.url == nil))
        }
        return Array(merged.sorted { $0.created > $1.created }.prefix(FavouriteLimits.maximumCount))
    }

    /// The pictures favourited here that the server does not keep yet.
    static func unsent(in favourites: [Favourite], pending: [String: FavouritesState.PendingOperation]) -> [Favourite] {
        favourites.filter { $0.remoteID == nil && pending[$0.imageID] == nil }
    }
}
