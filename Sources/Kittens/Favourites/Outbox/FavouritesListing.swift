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
        var reading = Reading()
        let isComplete = await OutboxListing.read(
            pageSize: pageSize, maximumPages: maximumPages, cancelled: AccountRequestFailure(.unreachable),
            page: { await server.listPage($0, limit: pageSize) }, take: { reading.take($0) })
        return isComplete.map { reading.listing(isComplete: $0) }
    }

    /// The pages read so far, each picture once.
    private struct Reading {
        var favourites: [RemoteFavourite] = []
        var moreRemoteIDs: [String: [String]] = [:]
        var indexByImage: [String: Int] = [:]

        /// Takes the page in; false once past `FavouriteLimits.maximumCount` pictures.
        mutating func take(_ page: FavouritesPage) -> Bool {
            for favourite in page.favourites {
                guard let index = indexByImage[favourite.imageID] else {
                    guard favourites.count < FavouriteLimits.maximumCount else { return false }
                    indexByImage[favourite.imageID] = favourites.count
                    favourites.append(favourite)
                    continue
                }
                var other = favourite
                if let created = favourite.created, created < favourites[index].created ?? .distantFuture {
                    other = favourites[index]
                    favourites[index] = favourite
                }
                var more = moreRemoteIDs[favourite.imageID] ?? []
                if other.remoteID != favourites[index].remoteID, !more.contains(other.remoteID), more.count < FavouriteLimits.maximumMoreRemoteIDs {
                    more.append(other.remoteID)
                }
                moreRemoteIDs[favourite.imageID] = more
            }
            return true
        }

        func listing(isComplete: Bool) -> FavouritesListing {
            FavouritesListing(favourites: favourites, moreRemoteIDs: moreRemoteIDs.filter { !$0.value.isEmpty }, isComplete: isComplete)
        }
    }
}
