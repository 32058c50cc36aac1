import FoundationEssentials
import Outbox

/// The server's votes as one sync read them, page after page: the newest vote of each picture.
public struct VotesListing: Equatable, Sendable {
    /// Each picture once: its newest vote (by `created`, then by order listed).
    public var votes: [RemoteVote]
    /// Every page was read, with evidence that nothing was missed (`OutboxListing.read`).
    public var isComplete: Bool

    public init(votes: [RemoteVote], isComplete: Bool) {
        self.votes = votes
        self.isComplete = isComplete
    }

    /// The most a page holds (TheCatAPI's cap).
    public static let pageSize = 100
    /// At most this many votes are read; past them the listing is incomplete.
    public static let maximumVotes = FavouriteLimits.maximumCount
    /// Pages past this are not asked for.
    public static let maximumPages = maximumVotes / pageSize + 2

    /// Reads every page of `server` (`OutboxListing.read`). A failed page fails the listing.
    public static func read(from server: any VotesServer) async -> Result<VotesListing, FavouritesRequestFailure> {
        var votes: [RemoteVote] = []
        var indexByImage: [String: Int] = [:]
        let isComplete = await OutboxListing.read(
            pageSize: pageSize, maximumPages: maximumPages, cancelled: FavouritesRequestFailure(.unreachable),
            page: { await server.listPage($0, limit: pageSize) },
            take: { page in
                for vote in page.votes {
                    guard let index = indexByImage[vote.imageID] else {
                        guard votes.count < maximumVotes else { return false }
                        indexByImage[vote.imageID] = votes.count
                        votes.append(vote)
                        continue
                    }
                    if (vote.created ?? .distantPast) >= (votes[index].created ?? .distantPast) { votes[index] = vote }
                }
                return true
            })
        return isComplete.map { VotesListing(votes: votes, isComplete: $0) }
    }
}
