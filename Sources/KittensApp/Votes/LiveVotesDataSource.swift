import Kittens
import KittensNetwork

/// The votes data source of the key in use: TheCatAPI's votes over libsoup
/// (`SoupVotesDataSource`, `LiveAccountDataSource`), under the favourites' `sub_id` (one
/// account for both).
typealias LiveVotesDataSource = LiveAccountDataSource<SoupVotesDataSource>

extension LiveAccountDataSource: VotesServer where Source == SoupVotesDataSource {
    func bound(to account: TheCatAPIAccount) -> any VotesServer { requests(of: account) }

    func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure> {
        await requests(of: nil).listPage(page, limit: limit)
    }

    func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure> {
        await requests(of: nil).castVote(imageID: imageID, value: value)
    }

    func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        await requests(of: nil).withdrawVote(remoteID: remoteID)
    }
}

extension AccountRequests: VotesServer where Source == SoupVotesDataSource {
    func listPage(_ page: Int, limit: Int) async -> Result<VotesPage, AccountRequestFailure> {
        await send { await $0.listPage(page, limit: limit) }
    }

    func castVote(imageID: String, value: VoteValue) async -> Result<String, AccountRequestFailure> {
        await send { await $0.castVote(imageID: imageID, value: value) }
    }

    func withdrawVote(remoteID: String) async -> Result<Void, AccountRequestFailure> {
        await send { await $0.withdrawVote(remoteID: remoteID) }
    }
}
