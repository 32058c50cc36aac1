import FoundationEssentials
import Kittens
import KittensSupport

/// TheCatAPI's favourites over libsoup: `GET {base}/favourites?sub_id=…&limit=…&page=…`, `POST {base}/favourites`
/// with `{"image_id", "sub_id"}`, `DELETE {base}/favourites/{id}`. Each request sends `Accept:
/// application/json` and the `x-api-key`, the key to the base's own origin only; answers are
/// bounded and read by `FavouritesAnswerParser`. Only GET follows redirects.
public final class SoupFavouritesDataSource: FavouritesServer, TheCatAPIAccountSource {
    public var configuration: TheCatAPIAccountConfiguration { requests.configuration }
    public var limits: DownloadLimits { requests.limits }
    private let requests: TheCatAPIAccountRequests

    /// Sends over `session`, which other sources may share.
    public init(configuration: TheCatAPIAccountConfiguration, session: BoundedDownloader) {
        requests = TheCatAPIAccountRequests(configuration: configuration, session: session)
    }

    public func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, AccountRequestFailure> {
        await requests.listPage(configuration.api.base.favourites, page: page, limit: min(max(limit, 1), FavouritesListing.pageSize)) {
            (body, count) throws(ListingLoadError) in try FavouritesAnswerParser.parsePage(body, totalCount: count)
        }
    }

    public func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, AccountRequestFailure> {
        guard FavouriteLimits.accepts(id: imageID), FavouritesSubID.accepts(configuration.subID), let url = webURL(configuration.api.base.favourites) else {
            return .failure(AccountRequestFailure(.malformed("the API base, picture id or sub_id cannot make a request")))
        }
        // Both are plain ids (letters, digits, - and _), so they need no escaping.
        let body = Data(#"{"image_id":"\#(imageID)","sub_id":"\#(configuration.subID)"}"#.utf8)
        let answer = await send(DownloadRequest(method: .post, url: url, headers: headers, body: .json(body)))
        if answer.isDuplicateFavourite { return .success(.alreadyThere) }
        return answer.body.flatMap { body in
            Result { () throws(ListingLoadError) in .created(remoteID: try FavouritesAnswerParser.parseCreated(body)) }
                .mapError { AccountRequestFailure($0) }
        }
    }

    public func removeFavourite(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        guard FavouriteLimits.accepts(id: remoteID), let url = webURL(configuration.api.base.appending("favourites/\(remoteID)")) else {
            return .failure(AccountRequestFailure(.malformed("the API base or the favourite id cannot make an address")))
        }
        // A 404 is a failure: a wrong API base answers it too. The store asks a listing.
        return await send(DownloadRequest(method: .delete, url: url, headers: headers)).body.map { _ in () }
    }

    private var headers: [DownloadRequest.Header] { requests.headers }

    private func webURL(_ url: URL) -> URL? { requests.webURL(url) }

    private func send(_ request: DownloadRequest) async -> FavouritesAnswer { await requests.send(request) }
}
