import Kittens
import Logging
import MVI

extension Binder {
    /// Logs the favourites store's notices, in the user's words, until a view shows them.
    public func bindNotices(of favourites: any FavouritesStore, logger: Logger) {
        bind(labelsOf: favourites) { notice in
            switch notice {
            case .removed: logger.debug("\(notice.message)")
            case .rolledBack, .syncFailed, .notSaved: logger.warning("\(notice.message)")
            }
        }
    }
}
