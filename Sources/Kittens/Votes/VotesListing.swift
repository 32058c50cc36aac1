/// The server's votes as one sync read them, page after page: the newest vote of each picture
/// (`RemoteVote.isNewer(thanListedBefore:)`), and the server ids of the older ones.
public typealias VotesListing = AccountListing<RemoteVote>

extension AccountListing<RemoteVote> {
    /// Reads every page of `server`'s votes; a failed page fails the listing.
    public static func read(from server: any VotesServer) async -> Result<VotesListing, AccountRequestFailure> {
        await read { await server.listPage($0, limit: $1) }
    }
}
