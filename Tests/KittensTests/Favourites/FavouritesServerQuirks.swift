import Foundation
import Kittens
import KittensSupport

/// What stands between the store and TheCatAPI can answer a request in ways the documentation
/// does not promise; `InMemoryFavouritesServer` answers the next requests so on command.
enum FavouritesOneOffAnswer: Equatable, Sendable {
    /// The request fails so (a 4xx, 5xx, 429 with `Retry-After`, a time-out, no connection).
    case failure(AccountRequestFailure)
    /// A listing page answers `200 []`, whatever the server holds (a cache, a proxy), once: the
    /// listing after it is answered truly. (Two listings that agree are what confirms a
    /// removal of many, by contract.)
    case emptyPage
    /// A listing's `Pagination-Count` changes after its first page (favourites added or
    /// removed elsewhere while it is read).
    case countChangesAfterFirstPage
    /// An add is answered "already there" although the server does not keep it (a replica
    /// behind).
    case alreadyThereWithoutKeeping
    /// Once a listing's first page is answered, another client removes one of its favourites
    /// that page listed: the pages after it shift by one, and the first favourite of the next
    /// page is on none (TheCatAPI pages by offset).
    case removedElsewhereAfterFirstPage
}

/// How the server lists favourites, for as long as it is told to (not healed by `heal()`: it
/// is how that server is).
struct FavouritesListingQuirks: Equatable, Sendable {
    /// No `Pagination-Count` header.
    var omitsCount = false
    /// At most this many entries a page, whatever the `limit` asked (a server or proxy with a
    /// smaller cap than ours, which does not say so), paged by it: page `n` starts at
    /// `n × cap`.
    var pageSizeCap: Int?
    /// Favourites of one time are ordered differently from one request to the next (a sort
    /// without a tie-break): for each page after the first, the two favourites either side of its
    /// start swap places, so the last of the page before is listed again and the one after it on
    /// no page, though the entries read equal the count.
    var ordersTiesDifferentlyPerPage = false
}

/// A listing page as TheCatAPI writes it: JSON entries, some of which no client can use.
enum FavouritesPageJSON {
    /// The JSON array of `entries`: an entry whose image id is not an id (`unusable`) is
    /// written as the server would, and is left to the real parser to skip.
    static func render(_ entries: [InMemoryFavouritesServer.Held]) -> Data {
        let items = entries.map { held in
            let url = "https://cdn2.thecatapi.com/images/\(held.imageID).jpg"
            return #"{"id":\#(held.remoteID),"image_id":"\#(held.imageID)","sub_id":"s","created_at":"2023-11-14T22:13:20.000Z","image":{"id":"\#(held.imageID)","url":"\#(url)"}}"#
        }
        return Data(("[" + items.joined(separator: ",") + "]").utf8)
    }

    /// An image id no client can use (it holds a space).
    static let unusableImageID = "not an id"
}
