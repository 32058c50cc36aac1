import Outbox

/// The server's favourites as one sync read them, page after page.
public struct FavouritesListing: Equatable, Sendable, Codable {
    /// Each picture once, the earliest favourite of it kept.
    public var favourites: [RemoteFavourite]
    /// The other server ids of pictures listed more than once, by picture (at most
    /// `FavouriteLimits.maximumMoreRemoteIDs` each).
    public var moreRemoteIDs: [String: [String]]
    /// Every page was read and there is evidence that nothing was missed: a `Pagination-Count`
    /// that held from the first page to the last and equals the entries read, or, without
    /// one, a page of fewer entries than asked for (counting the entries no client can use).
    /// Only then may a favourite here that the server does not list be taken as removed
    /// elsewhere.
    public var isComplete: Bool

    public init(favourites: [RemoteFavourite], moreRemoteIDs: [String: [String]] = [:], isComplete: Bool) {
        self.favourites = favourites
        self.moreRemoteIDs = moreRemoteIDs
        self.isComplete = isComplete
    }

    private enum CodingKeys: String, CodingKey {
        case favourites, moreRemoteIDs, isComplete
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        favourites = try container.decode([RemoteFavourite].self, forKey: .favourites)
        moreRemoteIDs = try container.decodeIfPresent([String: [String]].self, forKey: .moreRemoteIDs) ?? [:]
        isComplete = try container.decode(Bool.self, forKey: .isComplete)
    }

    /// Every server id of the picture `imageID` this listing has.
    public func remoteIDs(of imageID: String) -> Set<String> {
        Set(favourites.filter { $0.imageID == imageID }.map(\.remoteID) + (moreRemoteIDs[imageID] ?? []))
    }

    /// The most a page holds (TheCatAPI's cap).
    public static let pageSize = TheCatAPIListing.pageSize

    /// Reads every page of `server` (`TheCatAPIListing.read`); the earliest favourite of a
    /// picture is kept. A failed page fails the listing.
    public static func read(from server: any FavouritesServer) async -> Result<FavouritesListing, AccountRequestFailure> {
        await TheCatAPIListing.read(
            \FavouritesPage.favourites, picture: \.imageID, remoteID: \.remoteID,
            replaces: { listed, kept in listed.created.map { $0 < kept.created ?? .distantFuture } ?? false },
            from: { await server.listPage($0, limit: $1) }
        ).map { FavouritesListing(favourites: $0.records, moreRemoteIDs: $0.otherIDs, isComplete: $0.isComplete) }
    }
}

extension FavouritesListing: OutboxListed {
    public var recordCount: Int { favourites.count }
}
