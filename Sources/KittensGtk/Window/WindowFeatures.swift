/// What the features add to the window, made once the window's own parts are: the one place
/// where the window names them. Each feature's folder says what it adds (its pages, its parts
/// of the listing and the viewer, its actions and shortcuts); this places them, in order.
@MainActor
final class WindowFeatures {
    /// The Favourites page, the hearts, the row menu's item, Ctrl+D and the notices.
    let favourites: WindowFavouritesView

    init(window: KittenWindow) {
        window.addBreedCard()
        favourites = WindowFavouritesView(window: window)
    }

    /// Makes what the first frame does not show.
    func buildAfterFirstFrame(in window: KittenWindow) {
        window.views.buildAll()
    }

    /// Stops every feature's work: the window is being destroyed.
    func detach() {
        favourites.detach()
    }
}
