/// What the features add to the window, made once the window's own parts are: the one place
/// where the window names them. Each feature's folder says what it adds (its pages, its parts
/// of the listing and the viewer, its actions and shortcuts); this places them, in order.
@MainActor
final class WindowFeatures {
    /// The Favourites page, the hearts, the row menu's item, Ctrl+D and the notices.
    let favourites: WindowFavouritesView
    /// The Rate page and its keys.
    let rate: WindowRateView
    /// Opens Preferences (`MainWindow.onOpenPreferences`).
    var openPreferences: (() -> Void)?
    /// Opens the Store Inspector (`MainWindow.onOpenInspector`).
    var openStoreInspector: (() -> Void)?

    init(window: MainWindow) {
        window.addBreeds()
        favourites = WindowFavouritesView(window: window)
        rate = WindowRateView(window: window)
        window.keys.install(.openPreferences) { [weak self] in self?.openPreferences?() }
        window.keys.install(.openStoreInspector) { [weak self] in self?.openStoreInspector?() }
    }

    /// Stops every feature's work: the window is being destroyed.
    func detach() {
        favourites.detach()
        rate.detach()
        openPreferences = nil
        openStoreInspector = nil
    }
}
