import Kittens

/// The network of a session, as the screens and the connections between stores use it: started
/// once the window's first frame is out, told each new key.
@MainActor
protocol SessionNetwork: AnyObject {
    /// The window's first frame is out: the data sources are made (once a run) and the stores
    /// that wait for them start.
    func start(preferences: PreferencesScreen, breeds: any BreedsStore, favourites: any FavouritesStore)
    /// The key of the next request changed, or the keyring answered.
    func keyChanged(favourites: any FavouritesStore)
}

/// The network of a replay: nothing is sent, so nothing starts.
final class NoNetwork: SessionNetwork {
    func start(preferences: PreferencesScreen, breeds: any BreedsStore, favourites: any FavouritesStore) {}
    func keyChanged(favourites: any FavouritesStore) {}
}
