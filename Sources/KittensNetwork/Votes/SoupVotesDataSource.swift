import FoundationEssentials
import Kittens
import KittensSupport

/// TheCatAPI's votes over libsoup, for the favourites' account (one key and `sub_id` for both):
/// `GET {base}/votes?sub_id=…&limit=…&page=…` (with `Pagination-Count`), `POST {base}/votes`
/// with `{"image_id", "sub_id", "value"}` answering `{"message", "id"}`, `DELETE
/// {base}/votes/{id}`. Sent as favourites' are (`TheCatAPIAccountRequests`); answers read by
/// `VotesAnswerParser`. Only GET follows redirects.
public final class SoupVotesDataSource: VotesServer, TheCatAPIAccountSource {
    private let requests: TheCatAPIAccountRequests

    public var configuration: TheCatAPIAccountConfiguration { requests.configuration }

    /// Sends over `session`, which other sources may share.
    public init(configuration: TheCatAPIAccountConfiguration, session: BoundedDownloader) {
        requests = TheCatAPIAccountRequests(configuration: configuration, session: session)
    }

    private var votesURL: URL { configuration.api.base.appending("votes") }

    public func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure> {
        await requests.listPage(votesURL, page: page, limit: min(max(limit, 1), VotesListing.pageSize)) {
            (body, count) throws(ListingLoadError) in try VotesAnswerParser.parsePage(body, totalCount: count)
        }
    }

    public func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure> {
        guard let body = VotesAnswerParser.castBody(imageID: imageID, subID: configuration.subID, value: value),
              let url = requests.webURL(votesURL) else {
            return .failure(AccountRequestFailure(.malformed("the API base, picture id or sub_id cannot make a request")))
        }
        let answer = await requests.send(DownloadRequest(method: .post, url: url, headers: requests.headers, body: .json(body)))
        return answer.body.flatMap { body in
            Result { () throws(ListingLoadError) in try VotesAnswerParser.parseCast(body) }.mapError { AccountRequestFailure($0) }
        }
    }

    public func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        guard FavouriteLimits.accepts(id: remoteID), let url = requests.webURL(configuration.api.base.appending("votes/\(remoteID)")) else {
            return .failure(AccountRequestFailure(.malformed("the API base or the vote id cannot make an address")))
        }
        // A 404 is a failure: a wrong API base answers it too. The store asks a listing.
        return await requests.send(DownloadRequest(method: .delete, url: url, headers: requests.headers)).body.map { _ in () }
    }
}
