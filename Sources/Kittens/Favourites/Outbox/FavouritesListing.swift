/// The server's favourites as one sync read them, page after page: the earliest favourite of
/// each picture, and the server ids of the others.
public typealias FavouritesListing = AccountListing<RemoteFavourite>

extension AccountListing<RemoteFavourite> {
    /// Reads every page of `server`'s favourites; a failed page fails the listing.
    public static func read(from server: any FavouritesServer) async -> Result<FavouritesListing, AccountRequestFailure> {
        await read { await server.listPage($0, limit: $1) }
    }
}
