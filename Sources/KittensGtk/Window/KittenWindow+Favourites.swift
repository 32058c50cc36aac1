import CGtk
import GLibRuntime
import Kittens
import Localization

/// Favourites in the window: the heart, the row menu and the Favourites page show the favourites model, Ctrl+D
/// (`win.toggle-favourite`) toggles the shown picture's favourite, or the selected row's, and
/// the favourites store's notices are toasts, Removed with Undo (`win.undo-favourite-removal`),
/// a refused key with Preferences (`win.preferences`).
extension KittenWindow {
    /// Shows which pictures are favourites.
    public func renderFavourites(_ model: FavouritesModel) {
        guard !isDestroyed else { return }
        viewer.renderFavourites(model)
        list.favourites = model
        favouritesPage.render(model)
    }

    /// Shows `notice` as a toast, with its button.
    public func showFavouritesNotice(_ notice: FavouritesNotice) {
        guard !isDestroyed else { return }
        let button: (label: String, action: String)? = switch notice.button {
        case .undo: (localized("Undo"), "win.undo-favourite-removal")
        case .preferences: (localized("Preferences"), "win.preferences")
        case nil: nil
        }
        toasts.show(notice.message, isFailure: notice.isFailure, button: button)
    }

    func installFavouriteActions(application: UnsafeMutablePointer<GtkApplication>) {
        addAction("toggle-favourite", to: window) { [weak self] in self?.viewer.toggleFavourite() }
        setAccelerators(["<Control>d"], for: "win.toggle-favourite", in: application)
        addAction("undo-favourite-removal", to: window) { [weak self] in self?.emitFavourite(.undoRemoval) }
    }
}
