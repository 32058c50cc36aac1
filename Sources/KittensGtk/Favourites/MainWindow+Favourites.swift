import Kittens

/// The window's favourites (`WindowFavouritesView`), as the app and the tests reach them.
extension MainWindow {
    /// The window as the favourites component binds it.
    public var favouritesView: WindowFavouritesView { part(WindowFavouritesView.self) }

    /// Where what the user does to favourites goes (`WindowFavouritesView.onEvent`).
    public var onFavouritesEvent: ((FavouritesEvent) -> Void)? {
        get { favouritesView.onEvent }
        set { favouritesView.onEvent = newValue }
    }

    /// Shows which pictures are favourites.
    public func renderFavourites(_ model: FavouritesModel) {
        guard !isDestroyed else { return }
        favouritesView.render(model)
    }

    /// Shows `notice` as a toast, with its button.
    public func showFavouritesNotice(_ notice: OutboxNotice) {
        guard !isDestroyed else { return }
        favouritesView.show(notice)
    }

    /// The Favourites page, made when first asked for.
    var favouritesPage: FavouritesPage { favouritesView.page(in: self) }

    /// The Favourites page if it has been made.
    var builtFavouritesPage: FavouritesPage? { favouritesView.page }

    /// Whether the listing's selected row's picture is a favourite (the row menu's wording).
    var isSelectedRowFavourite: Bool { favouritesView.isSelectedRowFavourite }

    /// The viewer's heart, made with the viewer.
    var viewerHeart: FavouriteHeart? { viewer.viewer.part(FavouriteHeart.self) }
}
