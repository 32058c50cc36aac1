import Glibc
import Kittens
import KittensSupport

/// What the votes store is made with. Live: `votes.json`, and TheCatAPI's votes under the
/// favourites' `sub_id` (one account for both) through the session's network; in a replay, no
/// votes, no server, and nothing written.
@MainActor
struct VotesDependencies {
    let stored: StoredVotes
    let server: LiveVotesDataSource?
    let writes: VotesWrites

    init(_ environment: SessionEnvironment) {
        guard !environment.isReplay, let storage = environment.keptSettings else {
            stored = StoredVotes()
            server = nil
            writes = VotesWrites(ReplayVotesWriter())
            return
        }
        let file = VotesFile()
        stored = file.read()
        // Without GSettings the sub_id is the one a file names: the favourites' when the votes'
        // names none, so that both stay one account.
        var known = stored.persisted.account?.subID
        if known == nil, case .fileOnly = storage { known = FavouritesFile().read().persisted.account?.subID }
        let server = LiveVotesDataSource(base: environment.configuration.apiBase, subID: storage.favouritesSubID(known: known))
        environment.network.register(server)
        self.server = server
        writes = VotesWrites(file)
    }
}

/// What a replay writes votes to: nothing, so a replay never changes the votes file.
struct ReplayVotesWriter: VotesWriter {
    func write(_ votes: PersistedVotes) throws(FileWriteFailure) {
        throw FileWriteFailure(step: .write, errno: EROFS)
    }
}
