import Kittens
import Logging
import MVI

extension Binder {
    /// Binds the favourites store to the window: each state of `states` (the store's unless
    /// given: a time travel over its recording) to `render`, as the model of which pictures are
    /// favourites, and each notice of the store to `show` (a toast), also logged in the user's words.
    public func bindFavourites(
        _ favourites: any FavouritesStore, states: (any StateSource<FavouritesState>)? = nil, logger: Logger,
        render: @escaping (FavouritesModel) -> Void,
        show: @escaping (FavouritesNotice) -> Void
    ) {
        bind(statesOf: states ?? favourites) { state in render(state.model) }
        bind(labelsOf: favourites) { notice in
            switch notice {
            case .removed: logger.debug("\(notice.message)")
            case .rolledBack, .waiting, .syncFailed, .notSaved, .full: logger.warning("\(notice.message)")
            }
            show(notice.notice)
        }
    }
}
