import FoundationEssentials
import Outbox

/// One page of the server's favourites (`GET /favourites?limit=…&page=…`).
public typealias FavouritesPage = AccountPage<RemoteFavourite>

/// What `POST /favourites` did.
public enum FavouriteAddOutcome: Equatable, Sendable, Codable {
    /// The server keeps the favourite as `remoteID`.
    case created(remoteID: String)
    /// The server kept this picture as a favourite already (TheCatAPI answers 400
    /// `DUPLICATE_FAVOURITE`); its id comes with the next listing.
    case alreadyThere
}

/// Why a favourites request did not do what it asked.
public struct AccountRequestFailure: Error, Equatable, Sendable, Codable {
    public var error: ListingLoadError
    /// The server's `Retry-After`, in seconds, when it sent one (429, 503); at most a day.
    public var retryAfterSeconds: Int?

    public init(_ error: ListingLoadError, retryAfterSeconds: Int? = nil) {
        self.error = error
        self.retryAfterSeconds = retryAfterSeconds
    }
}

/// Where favourites are kept on the server: TheCatAPI's `/favourites` (`SoupFavouritesDataSource`
/// in KittensNetwork), or a test double. Every call is for one account: one API base, key and
/// `sub_id`.
public protocol FavouritesServer: Sendable {
    /// The page `page` (counting from 0) of the favourites, at most `limit` of them.
    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, AccountRequestFailure>
    /// Favourites `imageID`.
    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, AccountRequestFailure>
    /// Removes the favourite the server knows as `remoteID`. A 404 is a failure like any
    /// other: a wrong API base answers it too, so only a listing says the favourite is gone.
    func removeFavourite(remoteID: String) async -> Result<Void, AccountRequestFailure>
    /// This server as it is now, for requests of `account` only: what it returns goes on
    /// with the key of `account` even once another key is in use, or sends nothing.
    func bound(to account: TheCatAPIAccount) -> any FavouritesServer
}

extension FavouritesServer {
    /// A server of one account (a test double, or one made for one key) is itself.
    public func bound(to account: TheCatAPIAccount) -> any FavouritesServer { self }
}
