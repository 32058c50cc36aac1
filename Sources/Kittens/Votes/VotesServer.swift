import Outbox

/// Where votes are kept on the server: TheCatAPI's `/votes`, or a test double. Every call is
/// for one account: one API base, key and `sub_id`. Failures are those of favourites' requests
/// (`AccountRequestFailure`) and are classed alike (`FavouritesFailureClass`).
public protocol VotesServer: Sendable {
    /// The page `page` (counting from 0) of the votes, at most `limit` of them.
    func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure>
    /// Votes `value` on `imageID`; the vote's server id.
    func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure>
    /// Withdraws the vote the server knows as `remoteID`.
    func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure>
    /// This server as it is now, for requests of `account` only (`FavouritesServer.bound(to:)`):
    /// what it returns goes on with the key of `account`, or sends nothing.
    func bound(to account: TheCatAPIAccount) -> any VotesServer
}

extension VotesServer {
    /// A server of one account (a test double, or one made for one key) is itself.
    public func bound(to account: TheCatAPIAccount) -> any VotesServer { self }
}

/// What came of one vote operation's job.
public enum VoteOperationResult: Equatable, Sendable, OutboxSendResult {
    case cast(remoteID: String)
    case withdrawn
    case failed(AccountRequestFailure)
    /// Not sent: the votes file does not keep the change (its last write failed, for the
    /// reason given).
    case heldBack(String)
}
