import CGtk
import GLibRuntime
import Kittens
import Localization

/// Favourites in the window: the heart, the row menu and the Favourites page show the favourites model, Ctrl+D
/// (`win.toggle-favourite`) toggles the shown picture's favourite, or the selected row's, and
/// the favourites store's notices are toasts, Removed with Undo (`win.undo-favourite-removal`),
/// a refused key with Preferences (`win.preferences`), changes that wait with Details
/// (`win.show-favourites`, the Favourites page with its status).
extension KittenWindow {
    /// Shows which pictures are favourites.
    public func renderFavourites(_ model: FavouritesModel) {
        guard !isDestroyed else { return }
        viewer.renderFavourites(model)
        list.favourites = model
        favourites = model
        builtFavouritesPage?.render(model)
    }

    /// Shows `notice` as a toast, with its button.
    public func showFavouritesNotice(_ notice: FavouritesNotice) {
        guard !isDestroyed else { return }
        let button: (label: String, action: String)? = switch notice.button {
        case .undo: (localized("Undo"), "win.undo-favourite-removal")
        case .preferences: (localized("Preferences"), "win.preferences")
        case .details: (localized("Details"), "win.show-favourites")
        case nil: nil
        }
        toasts.show(notice.message, isFailure: notice.isFailure, button: button)
    }

    func installFavouriteActions() {
        keys.install(.toggleFavourite) { [weak self] in self?.viewer.toggleFavourite() }
        keys.addAction("undo-favourite-removal") { [weak self] in self?.emitFavourite(.undoRemoval) }
        keys.addAction("show-favourites") { [weak self] in self?.showFavouritesPage() }
    }

    /// Shows the Favourites page, with its status, from a notice's Details: the viewer, which
    /// covers the pages, goes back first.
    func showFavouritesPage() {
        if !views.isSwitchable {
            _ = gtk_widget_activate_action_variant(kittens_widget(window), "win.back", nil)
        }
        views.show(.favourites)
    }
}

/// The window as the favourites component sees it (`FavouritesView`): the hearts, the row menus
/// and the Favourites page render the model, notices are toasts, and what the user does to
/// favourites is sent. Kept by the window (`KittenWindow.favouritesView`); holds it weakly.
@MainActor
public final class WindowFavouritesView: FavouritesView {
    private weak var window: KittenWindow?

    init(window: KittenWindow) { self.window = window }

    public var onEvent: ((FavouritesEvent) -> Void)? {
        get { window?.onFavouritesEvent }
        set { window?.onFavouritesEvent = newValue }
    }

    public func render(_ model: FavouritesModel) { window?.renderFavourites(model) }

    public func show(_ notice: FavouritesNotice) { window?.showFavouritesNotice(notice) }
}
