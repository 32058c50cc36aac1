import FoundationEssentials
import Kittens
import KittensSupport

/// TheCatAPI's favourites over libsoup: `GET {base}/favourites?sub_id=…`, `POST {base}/favourites`
/// with `{"image_id", "sub_id"}`, `DELETE {base}/favourites/{id}`. Each request sends `Accept:
/// application/json` and the `x-api-key`, the key to the base's own origin only; answers are
/// bounded and read by `FavouritesAnswerParser`. Only GET follows redirects.
public final class SoupFavouritesDataSource: FavouritesDataSource {
    public let configuration: FavouritesConfiguration
    public let limits: DownloadLimits
    private let downloader: BoundedDownloader

    /// Creates the libsoup session on the calling thread.
    public init(
        configuration: FavouritesConfiguration,
        downloader: BoundedDownloader.Configuration = BoundedDownloader.Configuration()
    ) {
        self.configuration = configuration
        limits = configuration.api.downloadLimits(maxBodyBytes: FavouritesConfiguration.maxBodyBytes)
        self.downloader = BoundedDownloader(configuration: downloader)
    }

    public func list() async -> Result<[RemoteFavourite], KittenLoadError> {
        guard FavouritesSubID.accepts(configuration.subID), let url = listURL else {
            return .failure(.malformed("the API base or the sub_id cannot make an address"))
        }
        return await send(DownloadRequest(url: url, headers: headers)).flatMap { body in
            Result { () throws(KittenLoadError) in try FavouritesAnswerParser.parseList(body) }
        }
    }

    public func add(imageID: String) async -> Result<String, KittenLoadError> {
        guard FavouriteLimits.accepts(id: imageID), FavouritesSubID.accepts(configuration.subID), let url = webURL(configuration.api.base.favourites) else {
            return .failure(.malformed("the API base, picture id or sub_id cannot make a request"))
        }
        // Both are plain ids (letters, digits, - and _), so they need no escaping.
        let body = Data(#"{"image_id":"\#(imageID)","sub_id":"\#(configuration.subID)"}"#.utf8)
        let request = DownloadRequest(method: .post, url: url, headers: headers, body: .json(body))
        return await send(request).flatMap { body in
            Result { () throws(KittenLoadError) in try FavouritesAnswerParser.parseCreated(body) }
        }
    }

    public func remove(remoteID: String) async -> Result<Void, KittenLoadError> {
        guard FavouriteLimits.accepts(id: remoteID), let url = webURL(configuration.api.base.appending("favourites/\(remoteID)")) else {
            return .failure(.malformed("the API base or the favourite id cannot make an address"))
        }
        switch await send(DownloadRequest(method: .delete, url: url, headers: headers)) {
        case .success, .failure(.httpStatus(404)):
            // Gone already: what was asked for is so.
            return .success(())
        case .failure(let error):
            return .failure(error)
        }
    }

    private var headers: [DownloadRequest.Header] {
        [
            DownloadRequest.Header(name: "Accept", value: "application/json"),
            DownloadRequest.Header(name: "x-api-key", value: configuration.apiKey, scope: .originOnly),
        ]
    }

    /// `{base}/favourites` with `sub_id` added to the base's own query, or nil when that is not
    /// a web URL.
    private var listURL: URL? {
        guard var components = URLComponents(url: configuration.api.base.favourites, resolvingAgainstBaseURL: true) else { return nil }
        // The sub_id is a plain id (letters, digits, - and _), so it needs no escaping.
        components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? [])
            + [URLQueryItem(name: "sub_id", value: configuration.subID)]
        return components.url.flatMap(webURL)
    }

    /// `url`, or nil when it is not a web URL.
    private func webURL(_ url: URL) -> URL? {
        WebURL.accepts(url) ? url : nil
    }

    private func send(_ request: DownloadRequest) async -> Result<Data, KittenLoadError> {
        guard !configuration.apiKey.isEmpty else { return .failure(.httpStatus(401)) }
        switch await downloader.download(request, limits: limits) {
        case .success(let body):
            return .success(body)
        case .failure(let error):
            if case .failure(let loadError) = KittenLoadResult(error) { return .failure(loadError) }
            return .failure(.unreachable)
        }
    }
}
