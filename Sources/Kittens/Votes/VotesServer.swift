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
public enum VoteOperationResult: Equatable, Sendable {
    case cast(remoteID: String)
    case withdrawn
    case failed(AccountRequestFailure)

    /// Sends `operation` to `server`.
    public static func send(_ operation: VoteOperation, to server: any VotesServer) async -> Self {
        switch operation.kind {
        case .cast(let value):
            switch await server.castVote(imageID: operation.imageID, value: value) {
            case .success(let remoteID): return .cast(remoteID: remoteID)
            case .failure(let failure): return .failed(failure)
            }
        case .withdraw:
            guard let remoteID = operation.remoteID else { return .failed(AccountRequestFailure(.malformed("no vote id"))) }
            switch await server.withdrawVote(remoteID: remoteID) {
            case .success: return .withdrawn
            case .failure(let failure): return .failed(failure)
            }
        }
    }
}
