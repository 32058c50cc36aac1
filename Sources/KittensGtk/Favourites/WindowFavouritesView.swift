import CGtk
import GLibRuntime
import Kittens
import Localization

/// The favourites in the window, as the favourites component sees it (`FavouritesView`): the
/// Favourites page beside the pictures (made after the first frame, or when first shown), the
/// heart in the viewer's tool bar, "Add to Favourites" or "Remove from Favourites" in the
/// listing's row menu, Ctrl+D (`win.toggle-favourite`) on the shown picture or the selected
/// row's, and the store's notices as toasts: Removed with Undo (`win.undo-favourite-removal`),
/// changes that wait with Details (`win.show-favourites`, the page with its status). Made and
/// kept by the window (`MainWindow.part`); holds it weakly.
@MainActor
public final class WindowFavouritesView: FavouritesView, WindowPart {
    private weak var window: MainWindow?
    /// Where what the user does to favourites goes (the heart, the row menus, Ctrl+D, Undo, the
    /// page's rows).
    public var onEvent: ((FavouritesEvent) -> Void)?
    /// The favourites rendered last.
    private(set) var model = FavouritesModel()
    /// The page, once made.
    private(set) var page: FavouritesPage?
    /// The viewer's heart, once the viewer is made.
    private weak var heart: FavouriteHeart?

    init(window: MainWindow) {
        self.window = window
        window.views.add(BrowseViews.Page(
            view: .favourites, title: localized("Favourites"), iconName: "starred-symbolic",
            build: { [weak self, weak window] in
                guard let self, let window else { return }
                _ = self.page(in: window)
            },
            selectedRow: { [weak self] in self?.page?.list.selectedRow }))
        window.viewer.addPart { [weak self] in
            let heart = FavouriteHeart()
            heart.onToggle = { [weak self] in self?.toggleFavourite() }
            heart.favourites = self?.model ?? FavouritesModel()
            self?.heart = heart
            return heart
        }
        window.list.addRowMenuSection { [weak self] row in
            let isFavourite = row.map { self?.model.isFavourite($0.id) ?? false } ?? false
            return [(isFavourite ? localized("Remove from Favourites") : localized("Add to Favourites"), "win.toggle-favourite")]
        }
        window.keys.install(.toggleFavourite) { [weak self] in self?.toggleFavourite() }
        window.keys.addAction("undo-favourite-removal") { [weak self] in self?.emit(.undoRemoval) }
        window.keys.addAction("show-favourites") { [weak self] in self?.showPage() }
    }

    /// The page, made the first time it is asked for.
    func page(in window: MainWindow) -> FavouritesPage {
        if let page { return page }
        let page = FavouritesPage(thumbnails: window.thumbnails, dragged: window.draggedPictures)
        self.page = page
        window.views.fill(.favourites, with: page.widget)
        page.onEvent = { [weak self] event in self?.emit(event) }
        page.list.onSelectionChanged = { [weak self] in self?.window?.viewer.updateActions() }
        page.render(model)
        return page
    }

    public func render(_ model: FavouritesModel) {
        self.model = model
        heart?.favourites = model
        page?.render(model)
    }

    /// Shows `notice` as a toast, with its button.
    public func show(_ notice: OutboxNotice) {
        window?.toasts.show(notice, details: "win.show-favourites", undo: "win.undo-favourite-removal")
    }

    /// Whether the listing's selected row's picture is a favourite.
    var isSelectedRowFavourite: Bool {
        window?.list.selectedRow.map { model.isFavourite($0.id) } ?? false
    }

    /// Stops the page's work: the window is being destroyed.
    func detach() {
        onEvent = nil
        page?.detach()
    }

    private func emit(_ event: FavouritesEvent) {
        onEvent?(event)
    }

    /// Asks to favourite the shown picture, or else the selected row's of the page shown, or to
    /// remove its favourite (the heart, Ctrl+D, the row menu).
    func toggleFavourite() {
        guard let window else { return }
        let target = window.viewer.shown.map { ($0.imageID, $0.url) } ?? window.viewer.browsed.row.map { ($0.id, $0.url) }
        guard let (imageID, url) = target else { return }
        emit(.toggle(imageID: imageID, url: url))
    }

    /// Shows the page, with its status, from a notice's Details: the viewer, which covers the
    /// pages, goes back first.
    func showPage() {
        guard let window else { return }
        if !window.views.isSwitchable {
            _ = gtk_widget_activate_action_variant(kittens_widget(window.window), "win.back", nil)
        }
        window.views.show(.favourites)
    }
}

extension BrowseViews.View {
    /// The Favourites page's.
    static let favourites = BrowseViews.View(rawValue: "favourites")
}
