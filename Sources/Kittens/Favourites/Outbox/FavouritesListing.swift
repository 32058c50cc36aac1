/// The server's favourites as one sync read them, page after page.
public struct FavouritesListing: Equatable, Sendable, Codable {
    /// Each picture once, the earliest favourite of it kept.
    public var favourites: [RemoteFavourite]
    /// Every page was read and the server's count agrees: only then may a favourite here that
    /// the server does not list be taken as removed elsewhere.
    public var isComplete: Bool

    public init(favourites: [RemoteFavourite], isComplete: Bool) {
        self.favourites = favourites
        self.isComplete = isComplete
    }

    /// The most a page holds (TheCatAPI's cap).
    public static let pageSize = 100
    /// Pages past this are not asked for: the listing is incomplete (a bound on one sync's
    /// requests, above `FavouriteLimits.maximumCount`).
    public static let maximumPages = FavouriteLimits.maximumCount / pageSize + 2

    /// Reads every page of `server` until `Pagination-Count` favourites are seen, or a page
    /// comes back short. A failed page fails the listing: a part of a listing is never merged
    /// as if it were the whole.
    public static func read(from server: any FavouritesServer) async -> Result<FavouritesListing, FavouritesRequestFailure> {
        var favourites: [RemoteFavourite] = []
        var indexByImage: [String: Int] = [:]
        var entriesSeen = 0
        var firstCount: Int?
        for page in 0..<maximumPages {
            if Task.isCancelled { return .failure(FavouritesRequestFailure(.unreachable)) }
            let answer: FavouritesPage
            switch await server.listPage(page, limit: pageSize) {
            case .success(let got): answer = got
            case .failure(let failure): return .failure(failure)
            }
            if page == 0 { firstCount = answer.totalCount }
            entriesSeen += answer.favourites.count
            for favourite in answer.favourites {
                if let index = indexByImage[favourite.imageID] {
                    if let created = favourite.created, created < favourites[index].created ?? .distantFuture {
                        favourites[index] = favourite
                    }
                } else if favourites.count < FavouriteLimits.maximumCount {
                    indexByImage[favourite.imageID] = favourites.count
                    favourites.append(favourite)
                } else {
                    return .success(FavouritesListing(favourites: favourites, isComplete: false))
                }
            }
            let isLast = answer.favourites.count < pageSize || (answer.totalCount.map { entriesSeen >= $0 } ?? false)
            if isLast {
                // A count that moved between the first page and the last means favourites were
                // added or removed meanwhile, so pages may have shifted under the reading.
                let countHeld = firstCount == answer.totalCount && (answer.totalCount.map { entriesSeen == $0 } ?? true)
                return .success(FavouritesListing(favourites: favourites, isComplete: countHeld))
            }
        }
        return .success(FavouritesListing(favourites: favourites, isComplete: false))
    }
}
