import MVI

/// Favourites as the window shows them: the heart, the row menus and the Favourites page render
/// a `FavouritesModel`, the store's notices are toasts, and what the user does is a
/// `FavouritesEvent`. Main thread only.
@MainActor
public protocol FavouritesView: StoreView where Model == FavouritesModel, Event == FavouritesEvent {
    /// Tells the user `notice` (a toast, with its button).
    func show(_ notice: OutboxNotice)
}
