import FoundationEssentials
import Kittens
import KittensNetwork
import KittensSupport

/// The votes data source of the key in use: TheCatAPI's votes over libsoup
/// (`SoupVotesDataSource`), under the favourites' `sub_id` (one account for both), made at its
/// first request after a key is set (`AccountSources`). The store sends each request through
/// `bound(to:)` its account: with that key or not at all.
final class LiveVotesDataSource: VotesServer {
    private let sources: AccountSources<SoupVotesDataSource>

    var base: TheCatAPIBase { sources.base }
    var subID: String { sources.subID }

    init(base: TheCatAPIBase, subID: String) {
        sources = AccountSources(base: base, subID: subID) { configuration, session in
            session.map { SoupVotesDataSource(configuration: configuration, session: $0) }
                ?? SoupVotesDataSource(configuration: configuration)
        }
    }

    func bound(to account: TheCatAPIAccount) -> any VotesServer {
        BoundLiveVotesDataSource(sources: sources, key: sources.key(of: account))
    }

    func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure> {
        await BoundLiveVotesDataSource(sources: sources, key: .inUse).listPage(page, limit: limit)
    }

    func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure> {
        await BoundLiveVotesDataSource(sources: sources, key: .inUse).castVote(imageID: imageID, value: value)
    }

    func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        await BoundLiveVotesDataSource(sources: sources, key: .inUse).withdrawVote(remoteID: remoteID)
    }
}

/// `LiveVotesDataSource`'s requests with one key, or with the key in use when each leaves.
private struct BoundLiveVotesDataSource: VotesServer {
    let sources: AccountSources<SoupVotesDataSource>
    let key: AccountSources<SoupVotesDataSource>.Key

    func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure> {
        guard let current = sources.source(for: key) else { return .failure(AccountRequestFailure(.httpStatus(401))) }
        return await current.listPage(page, limit: limit)
    }

    func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure> {
        guard let current = sources.source(for: key) else { return .failure(AccountRequestFailure(.httpStatus(401))) }
        return await current.castVote(imageID: imageID, value: value)
    }

    func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        guard let current = sources.source(for: key) else { return .failure(AccountRequestFailure(.httpStatus(401))) }
        return await current.withdrawVote(remoteID: remoteID)
    }
}

/// Made at the first request after a key is set, over the session the network connects; each
/// new key reaches it.
extension LiveVotesDataSource: TheCatAPIClient {
    @MainActor
    func connect(_ configuration: TheCatAPIConfiguration, session: BoundedDownloader) {
        sources.connect(session: session)
    }

    /// The votes store sends nothing before it hears of an account.
    @MainActor func open() {}

    @MainActor
    func use(apiKey: APIKey?) {
        sources.use(apiKey: apiKey)
    }
}
