import FoundationEssentials
import Outbox

/// The server's votes as one sync read them, page after page: the newest vote of each picture,
/// and the ids of the older ones (a picture voted twice: a cast sent again after its answer
/// was lost, or a vote from elsewhere).
public struct VotesListing: Equatable, Sendable, Codable {
    /// Each picture once: its newest vote (`RemoteVote.isNewer(thanListedBefore:)`).
    public var votes: [RemoteVote]
    /// Per picture listed more than once, the server ids of its other votes (at most
    /// `FavouriteLimits.maximumMoreRemoteIDs`).
    public var moreRemoteIDs: [String: [String]]
    /// Every page was read, with evidence that nothing was missed (`OutboxListing.read`).
    public var isComplete: Bool

    public init(votes: [RemoteVote], moreRemoteIDs: [String: [String]] = [:], isComplete: Bool) {
        self.votes = votes
        self.moreRemoteIDs = moreRemoteIDs
        self.isComplete = isComplete
    }

    /// The most a page holds (TheCatAPI's cap).
    public static let pageSize = TheCatAPIListing.pageSize

    /// Every server id the listing has of `imageID`, its newest vote's first.
    public func remoteIDs(of imageID: String) -> [String] {
        guard let vote = votes.first(where: { $0.imageID == imageID }) else { return [] }
        return [vote.remoteID] + (moreRemoteIDs[imageID] ?? [])
    }

    /// Reads every page of `server` (`TheCatAPIListing.read`); the newest vote of a picture is
    /// kept. A failed page fails the listing.
    public static func read(from server: any VotesServer) async -> Result<VotesListing, AccountRequestFailure> {
        await TheCatAPIListing.read(
            \VotesPage.votes, picture: \.imageID, remoteID: \.remoteID,
            replaces: { listed, kept in listed.isNewer(thanListedBefore: kept) },
            from: { await server.listPage($0, limit: $1) }
        ).map { VotesListing(votes: $0.records, moreRemoteIDs: $0.otherIDs, isComplete: $0.isComplete) }
    }
}

extension VotesListing: OutboxListed {
    public var recordCount: Int { votes.count }
}
