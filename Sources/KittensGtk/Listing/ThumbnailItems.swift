import CGtk
import GLibRuntime
import KittensPictures

/// The widgets of one recycled list item that shows a thumbnail (`PictureItem`, a row of "My
/// votes"): `box` is its list item's child.
@MainActor
protocol ThumbnailItemWidgets: AnyObject {
    var box: UnsafeMutablePointer<GtkWidget> { get }
    /// The item shows nothing any more: its thumbnail stops loading.
    func unbind(loader: ThumbnailLoader)
    /// The widgets are being thrown away: their thumbnail work stops for good.
    func detach(loader: ThumbnailLoader)
}

/// The widgets of the items a `GtkSignalListItemFactory` made (only visible ones have any), by
/// list item: what its `unbind` and `teardown` do to them is done here, the rest (`setup`,
/// `bind`) by the view that owns them.
@MainActor
final class ThumbnailItems<Widgets: ThumbnailItemWidgets> {
    private(set) var all: [UnsafeMutableRawPointer: Widgets] = [:]
    private let loader: ThumbnailLoader

    /// The items of `factory`, whose thumbnails load through `loader`.
    init(of factory: GObjectPointer<Gtk.SignalListItemFactory>, loader: ThumbnailLoader) {
        self.loader = loader
        Signal.connect(factory, .listItem(.unbind)) { [weak self] item in
            guard let self, let widgets = self.all[item] else { return }
            widgets.unbind(loader: self.loader)
        }
        Signal.connect(factory, .listItem(.teardown)) { [weak self] item in
            guard let self, let widgets = self.all.removeValue(forKey: item) else { return }
            widgets.detach(loader: self.loader)
        }
    }

    subscript(item: UnsafeMutableRawPointer) -> Widgets? { all[item] }

    /// Makes `widgets` the child of the list item `item`.
    func add(_ widgets: Widgets, to item: UnsafeMutableRawPointer) {
        gtk_list_item_set_child(kittens_list_item(item), widgets.box)
        all[item] = widgets
    }

    /// The widgets of the item at `position`, if it has any (it is not scrolled away).
    func widgets(at position: guint) -> Widgets? {
        all.first { gtk_list_item_get_position(kittens_list_item($0.key)) == position }?.value
    }

    /// Stops the thumbnail work of every item and forgets them: the window is being destroyed.
    func detachAll() {
        for widgets in all.values { widgets.detach(loader: loader) }
        all.removeAll()
    }
}
