import Kittens
import KittensNetwork

/// What the votes store is made with (`OutboxDependencies`): `votes.json`, and TheCatAPI's
/// votes under the favourites' `sub_id` (one account for both).
typealias VotesDependencies = OutboxDependencies<VotesFileFormat, SoupVotesDataSource>

extension OutboxDependencies where Format == VotesFileFormat {
    init(_ environment: SessionEnvironment) {
        self.init(environment) { stored, storage in
            // Without GSettings the sub_id is the one a file names: the favourites' when the
            // votes' names none, so that both stay one account.
            var known = stored.persisted.account?.subID
            if known == nil, case .fileOnly = storage { known = FavouritesFile().read().persisted.account?.subID }
            return storage.favouritesSubID(known: known)
        }
    }
}
