import FoundationEssentials
import Kittens
import KittensSupport

/// TheCatAPI's favourites over libsoup: `GET {base}/favourites?sub_id=…&limit=…&page=…`, `POST {base}/favourites`
/// with `{"image_id", "sub_id"}`, `DELETE {base}/favourites/{id}`. Each request sends `Accept:
/// application/json` and the `x-api-key`, the key to the base's own origin only; answers are
/// bounded and read by `FavouritesAnswerParser`. Only GET follows redirects.
public final class SoupFavouritesDataSource: FavouritesServer {
    public let configuration: FavouritesConfiguration
    public let limits: DownloadLimits
    private let downloader: BoundedDownloader

    /// Creates a libsoup session of its own on the calling thread.
    public convenience init(
        configuration: FavouritesConfiguration,
        downloader: BoundedDownloader.Configuration = BoundedDownloader.Configuration()
    ) {
        self.init(configuration: configuration, session: BoundedDownloader(configuration: downloader))
    }

    /// Sends over `session`, which other sources may share.
    public init(configuration: FavouritesConfiguration, session: BoundedDownloader) {
        self.configuration = configuration
        limits = configuration.api.downloadLimits(maxBodyBytes: FavouritesConfiguration.maxBodyBytes)
        downloader = session
    }

    public func listPage(_ page: Int, limit: Int) async -> Result<FavouritesPage, FavouritesRequestFailure> {
        let limit = min(max(limit, 1), FavouritesListing.pageSize)
        guard FavouritesSubID.accepts(configuration.subID), page >= 0, let url = listURL(page: page, limit: limit) else {
            return .failure(FavouritesRequestFailure(.malformed("the API base or the sub_id cannot make an address")))
        }
        let answer = await send(DownloadRequest(url: url, headers: headers))
        return answer.body.flatMap { body in
            Result { () throws(KittenLoadError) in
                try FavouritesAnswerParser.parsePage(body, totalCount: answer.paginationCount)
            }.mapError { FavouritesRequestFailure($0) }
        }
    }

    public func addFavourite(imageID: String) async -> Result<FavouriteAddOutcome, FavouritesRequestFailure> {
        guard FavouriteLimits.accepts(id: imageID), FavouritesSubID.accepts(configuration.subID), let url = webURL(configuration.api.base.favourites) else {
            return .failure(FavouritesRequestFailure(.malformed("the API base, picture id or sub_id cannot make a request")))
        }
        // Both are plain ids (letters, digits, - and _), so they need no escaping.
        let body = Data(#"{"image_id":"\#(imageID)","sub_id":"\#(configuration.subID)"}"#.utf8)
        let answer = await send(DownloadRequest(method: .post, url: url, headers: headers, body: .json(body)))
        if answer.isDuplicateFavourite { return .success(.alreadyThere) }
        return answer.body.flatMap { body in
            Result { () throws(KittenLoadError) in .created(remoteID: try FavouritesAnswerParser.parseCreated(body)) }
                .mapError { FavouritesRequestFailure($0) }
        }
    }

    public func removeFavourite(remoteID: String) async -> Result<Void, FavouritesRequestFailure> {
        guard FavouriteLimits.accepts(id: remoteID), let url = webURL(configuration.api.base.appending("favourites/\(remoteID)")) else {
            return .failure(FavouritesRequestFailure(.malformed("the API base or the favourite id cannot make an address")))
        }
        // A 404 is a failure: a wrong API base answers it too. The store asks a listing.
        return await send(DownloadRequest(method: .delete, url: url, headers: headers)).body.map { _ in () }
    }

    private var headers: [DownloadRequest.Header] {
        [
            DownloadRequest.Header(name: "Accept", value: "application/json"),
            DownloadRequest.Header(name: "x-api-key", value: configuration.apiKey.revealed, scope: .originOnly),
        ]
    }

    /// `{base}/favourites` with `sub_id`, `limit` and `page` added to the base's own query, or
    /// nil when that is not a web URL.
    private func listURL(page: Int, limit: Int) -> URL? {
        guard var components = URLComponents(url: configuration.api.base.favourites, resolvingAgainstBaseURL: true) else { return nil }
        // The sub_id is a plain id (letters, digits, - and _), so it needs no escaping.
        components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? []) + [
            URLQueryItem(name: "sub_id", value: configuration.subID), URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "page", value: String(page)),
        ]
        return components.url.flatMap(webURL)
    }

    /// `url`, or nil when it is not a web URL.
    private func webURL(_ url: URL) -> URL? {
        WebURL.accepts(url) ? url : nil
    }

    private func send(_ request: DownloadRequest) async -> FavouritesAnswer {
        guard !configuration.apiKey.isEmpty else { return FavouritesAnswer(failure: .httpStatus(401)) }
        let exchange = await downloader.exchange(
            request, limits: limits, capturingHeaders: [FavouritesAnswer.countHeader, FavouritesAnswer.retryAfterHeader],
            errorBodyLimit: FavouritesAnswer.errorBodyLimit)
        return FavouritesAnswer(exchange)
    }
}
