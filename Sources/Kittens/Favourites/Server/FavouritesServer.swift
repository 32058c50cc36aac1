import FoundationEssentials

/// One page of the server's favourites (`GET /favourites?limit=…&page=…`).
public struct FavouritesPage: Equatable, Sendable, Codable {
    /// The page's favourites, each picture once.
    public var favourites: [RemoteFavourite]
    /// How many favourites the server holds in all (`Pagination-Count`); nil when it did not say.
    public var totalCount: Int?

    public init(favourites: [RemoteFavourite], totalCount: Int?) {
        self.favourites = favourites
        self.totalCount = totalCount
    }
}

/// What `POST /favourites` did.
public enum FavouriteAddOutcome: Equatable, Sendable, Codable {
    /// The server keeps the favourite as `remoteID`.
    case created(remoteID: String)
    /// The server kept this picture as a favourite already (TheCatAPI answers 400
    /// `DUPLICATE_FAVOURITE`); its id comes with the next listing.
    case alreadyThere
}

/// Why a favourites request did not do what it asked.
public struct FavouritesRequestFailure: Error, Equatable, Sendable, Codable {
    public var error: KittenLoadError
    /// The server's `Retry-After`, in seconds, when it sent one (429, 503); at most a day.
    public var retryAfterSeconds: Int?

    public init(_ error: KittenLoadError, retryAfterSeconds: Int? = nil) {
        self.error = error
        self.retryAfterSeconds = retryAfterSeconds
    }
}

/// Where favourites are kept on the server: TheCatAPI's `/favourites` (`SoupFavouritesDataSource`
/// in KittensNetwork), or a test double. Every call is for one account: one API base, key and
/// `sub_id`.
public protocol FavouritesServer: Sendable {
    /// The page `page` (counting from 0) of the favourites, at most `limit` of them.
    func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, FavouritesRequestFailure>
    /// Favourites `imageID`.
    func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, FavouritesRequestFailure>
    /// Removes the favourite the server knows as `remoteID`. One the server no longer has
    /// (404) is removed already, and succeeds.
    func removeFavourite(remoteID: String) async -> Result<Void, FavouritesRequestFailure>
}
