import Kittens
import Logging
import MVI

extension Binder {
    /// Binds the favourites store to the window: each state to `render`, as the model of which
    /// pictures are favourites, and each notice to `show` (a toast), also logged in the user's words.
    public func bindFavourites(
        _ favourites: any FavouritesStore, logger: Logger,
        render: @escaping (FavouritesModel) -> Void,
        show: @escaping (FavouritesNotice) -> Void
    ) {
        bind(statesOf: favourites) { state in render(state.model) }
        bind(labelsOf: favourites) { notice in
            switch notice {
            case .removed: logger.debug("\(notice.message)")
            case .rolledBack, .syncFailed, .notSaved: logger.warning("\(notice.message)")
            }
            show(notice.notice)
        }
    }
}
