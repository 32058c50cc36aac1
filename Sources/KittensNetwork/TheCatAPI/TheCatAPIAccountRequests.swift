import FoundationEssentials
import Kittens
import KittensSupport

/// The requests of one TheCatAPI account (a key and a `sub_id`), as favourites' and votes'
/// sources send them: `Accept: application/json` and the `x-api-key`, the key to the base's own
/// origin only; answers bounded, with `Pagination-Count` and `Retry-After` read
/// (`FavouritesAnswer`). Nothing leaves without a key: that is a 401.
struct TheCatAPIAccountRequests: Sendable {
    let configuration: TheCatAPIAccountConfiguration
    let limits: DownloadLimits
    let downloader: BoundedDownloader

    init(configuration: TheCatAPIAccountConfiguration, session: BoundedDownloader) {
        self.configuration = configuration
        limits = configuration.api.downloadLimits(maxBodyBytes: TheCatAPIAccountConfiguration.maxBodyBytes)
        downloader = session
    }

    var headers: [DownloadRequest.Header] {
        [
            DownloadRequest.Header(name: "Accept", value: "application/json"),
            DownloadRequest.Header(name: "x-api-key", value: configuration.apiKey.revealed, scope: .originOnly),
        ]
    }

    /// `url` with `sub_id`, `limit` and `page` added to its own query, or nil when that is not a
    /// web URL.
    func listURL(_ url: URL, page: Int, limit: Int) -> URL? {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
        // The sub_id is a plain id (letters, digits, - and _), so it needs no escaping.
        components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? []) + [
            URLQueryItem(name: "sub_id", value: configuration.subID), URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "page", value: String(page)),
        ]
        return components.url.flatMap(webURL)
    }

    /// `url`, or nil when it is not a web URL.
    func webURL(_ url: URL) -> URL? {
        WebURL.accepts(url) ? url : nil
    }

    func send(_ request: DownloadRequest) async -> FavouritesAnswer {
        guard !configuration.apiKey.isEmpty else { return FavouritesAnswer(failure: .httpStatus(401)) }
        let exchange = await downloader.exchange(
            request, limits: limits, capturingHeaders: [FavouritesAnswer.countHeader, FavouritesAnswer.retryAfterHeader],
            errorBodyLimit: FavouritesAnswer.errorBodyLimit)
        return FavouritesAnswer(exchange)
    }

    /// The page `page` of the list at `url`, read by `parse` with the answer's count.
    func listPage<Page>(
        _ url: URL, page: Int, limit: Int, parse: (Data, Int?) throws(ListingLoadError) -> Page
    ) async -> Result<Page, AccountRequestFailure> {
        guard FavouritesSubID.accepts(configuration.subID), page >= 0, let url = listURL(url, page: page, limit: limit) else {
            return .failure(AccountRequestFailure(.malformed("the API base or the sub_id cannot make an address")))
        }
        let answer = await send(DownloadRequest(url: url, headers: headers))
        return answer.body.flatMap { body in
            Result { () throws(ListingLoadError) in try parse(body, answer.paginationCount) }.mapError { AccountRequestFailure($0) }
        }
    }
}
