import Kittens
import Logging
import MVI

/// Where the stores meet, in one place (`Session.binder`): a state or label of one store becomes
/// an intent of another, or reaches what the app runs outside the stores.
@MainActor
enum StoreConnections {
    static func connect(_ session: Session, logger: Logger) {
        let binder = session.binder
        let environment = session.environment
        let preferences = session.screen(PreferencesScreen.self).store
        let kittens = session.screen(ListingScreen.self).store
        let favourites = session.screen(FavouritesScreen.self).store
        let viewer = session.screen(ViewerScreen.self).store
        let network = environment.network
        // The key and page size saved in Preferences apply to the next request.
        binder.bindSettings(
            of: preferences, to: environment.live, logger: logger,
            onKeyChange: { _ in network.keyChanged(favourites: favourites) },
            onKeyringAnswered: { network.keyChanged(favourites: favourites) })
        binder.bindNotices(of: preferences, logger: logger)
        binder.bindPageSize(of: preferences, to: kittens)
        // The viewer steps through the listing's pictures, and asks it for more at the last.
        binder.bindViewer(viewer, toListing: kittens)
        if let kept = environment.keptSettings {
            binder.bindFilters(of: kittens) { filters in kept.saveFilters(filters) }
            binder.bindLayout(of: kittens) { layout in kept.saveLayout(layout) }
        }
    }
}
