import KittensPictures
import CAdw
import CGtk
import Kittens
import Localization

/// The Favourites page, next to the listing in the window's view stack: the favourites as rows
/// like the listing's (thumbnails through the window's `ThumbnailLoader`, so from the disk
/// cache when there), or an `AdwStatusPage`, "No favourites yet", when there are none. It
/// renders `FavouritesModel.rows`; a row activated, or its menu's "Open", sends `open`, and the
/// menu's "Remove from Favourites" sends `remove` (`RowMenu.favourites`).
@MainActor
final class FavouritesPage {
    enum Page: String {
        case list, empty
    }

    let widget: UnsafeMutablePointer<GtkWidget>
    let list: PictureList
    let emptyPage: UnsafeMutablePointer<GtkWidget>
    /// The strip over the page that says why changes wait (`FavouritesModel.status`).
    let status: OutboxStatusStrip
    private let stack: UnsafeMutablePointer<GtkWidget>
    /// Where what the user does to a favourite goes.
    var onEvent: ((FavouritesEvent) -> Void)?

    /// The strip, the stack and the status page live in data/ui/favourites-page.ui.
    private let layout = UIBuilder("favourites-page.ui")

    init(thumbnails: ThumbnailLoader, dragged: DraggedPictures) {
        list = PictureList(thumbnails: thumbnails, dragged: dragged, rowMenu: .favourites)
        kittens_set_accessible_label(list.listView, localized("Favourite kitten images"))
        emptyPage = layout.widget("empty-page")
        widget = layout.widget("page")
        stack = layout.widget("stack")
        status = OutboxStatusStrip(
            revealer: layout.widget("status-revealer"), text: layout.widget("status-text"), keyButton: layout.widget("status-preferences"))
        gtk_stack_add_named(kittens_stack(stack), list.widget, Page.list.rawValue)
        gtk_stack_add_named(kittens_stack(stack), emptyPage, Page.empty.rawValue)
        gtk_stack_set_visible_child_name(kittens_stack(stack), Page.empty.rawValue)
        list.onActivate = { [weak self] row in self?.onEvent?(.open(imageID: row.id, url: row.url)) }
        list.addRowAction("open") { [weak self] row in self?.onEvent?(.open(imageID: row.id, url: row.url)) }
        list.addRowAction("remove-favourite") { [weak self] row in self?.onEvent?(.remove(imageID: row.id)) }
    }

    /// Shows the favourites of `model`, or the status page when there are none, under the
    /// strip that says why changes wait, while they do.
    func render(_ model: FavouritesModel) {
        list.render(ListingModel(rows: model.rows))
        let page: Page = model.rows.isEmpty ? .empty : .list
        if visiblePage != page { gtk_stack_set_visible_child_name(kittens_stack(stack), page.rawValue) }
        status.render(model.status)
    }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(stack)).flatMap { Page(rawValue: String(cString: $0)) }
    }

    /// Stops its thumbnail work: the window is being destroyed.
    func detach() {
        onEvent = nil
        list.detach()
    }
}

extension RowMenu {
    /// The Favourites page's: "Open" (`list.open`, the viewer) and "Copy Address" (`win.copy`,
    /// as in the listing), then "Remove from Favourites" (`list.remove-favourite`).
    static var favourites: RowMenu {
        RowMenu(
            items: [(localized("Open"), "list.open"), (localized("Copy Address"), "win.copy")],
            sections: [{ _ in [(localized("Remove from Favourites"), "list.remove-favourite")] }])
    }
}
