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
    public static let pageSize = 100
    /// Pages past this are not asked for: the listing is incomplete (a bound on one sync's
    /// requests, above `FavouriteLimits.maximumCount`).
    public static let maximumPages = FavouriteLimits.maximumCount / pageSize + 2

    /// Reads every page of `server` until `Pagination-Count` entries are seen, or a page comes
    /// back short (of entries, usable or not). A failed page fails the listing: a part of a
    /// listing is never merged as if it were the whole.
    public static func read(from server: any FavouritesServer) async -> Result<FavouritesListing, AccountRequestFailure> {
        var reading = OutboxListingRecords(
            subject: \RemoteFavourite.imageID, id: \.remoteID, maximumRecords: FavouriteLimits.maximumCount,
            maximumOtherIDs: FavouriteLimits.maximumMoreRemoteIDs
        ) { listed, kept in
            // The earliest favourite of a picture is kept.
            listed.created.map { $0 < kept.created ?? .distantFuture } ?? false
        }
        let isComplete = await OutboxListing.read(
            pageSize: pageSize, maximumPages: maximumPages, cancelled: AccountRequestFailure(.unreachable),
            page: { await server.listPage($0, limit: pageSize) }, take: { reading.take($0.favourites) })
        return isComplete.map { FavouritesListing(favourites: reading.records, moreRemoteIDs: reading.otherIDs, isComplete: $0) }
    }
}

extension FavouritesListing: OutboxListed {
    public var recordCount: Int { favourites.count }
}
