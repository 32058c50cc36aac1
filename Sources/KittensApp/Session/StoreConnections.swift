import Kittens
import Logging
import MVI

/// Where the stores meet, in one place: a state, label or intent of one store becomes an intent
/// of another, or reaches what the app runs outside the stores. The `Binder` lines hold while
/// the main window is open (`Session.binder`); the others for the whole run.
@MainActor
enum StoreConnections {
    static func connect(_ session: Session, logger: Logger) {
        let binder = session.binder
        let environment = session.environment
        let network = environment.network
        let preferences = session.screen(PreferencesScreen.self).store
        let kittens = session.screen(ListingScreen.self).store
        let favouritesScreen = session.screen(FavouritesScreen.self)
        let favourites = favouritesScreen.store
        let viewer = session.screen(ViewerScreen.self).store
        // The key and page size saved in Preferences apply to the next request; the key in use
        // is the account of the favourites and of the votes.
        binder.bindSettings(
            of: preferences, to: environment.live, logger: logger,
            onKeyChange: { _ in network.keyChanged() },
            onKeyringAnswered: { network.keyChanged() })
        let votesScreen = session.screen(VotesScreen.self)
        network.onKeyInUse { key in favouritesScreen.keyInUse(key) }
        network.onKeyInUse { key in votesScreen.keyInUse(key) }
        binder.bindNotices(of: preferences, logger: logger)
        binder.bindPageSize(of: preferences, to: kittens)
        let breedsScreen = session.screen(BreedsScreen.self)
        binder.bindBreedFilter(of: breedsScreen.states, to: kittens)
        // Refresh also sends the favourites' and the votes' waiting changes and reads the
        // server's, and asks for the breeds again when they failed or are missing or stale.
        binder.bind(labelsOf: kittens, to: favourites) { label in label == .refreshRequested ? .sync : nil }
        binder.bind(labelsOf: kittens, to: votesScreen.store) { label in label == .refreshRequested ? .sync : nil }
        binder.bind(labelsOf: kittens, to: breedsScreen.store) { label in label == .refreshRequested ? .refreshIfNeeded : nil }
        // The viewer steps through the listing's pictures, and asks it for more at the last; a
        // favourite's picture opens in it on its own.
        binder.bindViewer(viewer, toListing: kittens)
        favouritesScreen.onOpenPicture = { image in viewer.accept(.showSinglePicture(image)) }
        // The Rate page rates the listing's search; its votes are the votes store's.
        let rate = session.screen(RateScreen.self).store
        binder.bindRateFilters(of: kittens, to: rate)
        binder.bindVotes(of: rate, to: votesScreen.store)
        // What failed for want of a network is asked for again when it comes back, and the
        // favourites and votes waiting for it are sent without waiting out their back-off.
        let votes = votesScreen.store
        binder.bindNetworkReturn(of: kittens) {
            rate.accept(.networkReturned)
            viewer.accept(.networkReturned)
            breedsScreen.store.accept(.refreshIfNeeded)
            if favourites.state.serverProblem?.isForWantOfANetwork == true { favourites.accept(.sync) }
            if votes.state.serverProblem?.isForWantOfANetwork == true { votes.accept(.sync) }
        }
        if let kept = environment.keptSettings {
            binder.bindFilters(of: kittens) { filters in kept.saveFilters(filters) }
            binder.bindLayout(of: kittens) { layout in kept.saveLayout(layout) }
        }
    }
}
