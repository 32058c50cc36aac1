import KittensPictures
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport

/// One view of a `PictureList`'s pictures, a `GtkListView` of rows or a `GtkGridView` of gallery
/// cells, in its scrolled window: both panes show the same strings through the same selection,
/// so the selected picture and what acts on it are the same whichever shows.
///
/// The pane makes and binds its items (only visible ones have widgets), finds the item under a
/// point, and holds the right-click menu's popover; what the menu and scrolling mean is the
/// list's (`onContextMenu`, `onScrolled`), as is activation (the view's `activate` signal).
@MainActor
final class PictureItemsPane<Item: PictureItem>: PicturePane {
    /// The scrolled window holding the view, to place in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The `GtkListView` or `GtkGridView`.
    let view: UnsafeMutablePointer<GtkWidget>
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    let contextMenu: RowContextMenu
    private let factory: GObjectRef<GObject>
    private let thumbnails: ThumbnailLoader
    private let dragged: DraggedPictures
    private let items: ThumbnailItems<Item>
    private var isDetached = false

    /// The row at a position of the shared model; set by the list.
    var row: (_ position: guint) -> PictureRow? = { _ in nil }
    /// The listed row of a URL, for an item whose position moved since; set by the list.
    var rowOfURL: (URL) -> PictureRow? = { _ in nil }
    /// The secondary button was pressed at (x, y) in `view`'s coordinates.
    var onContextMenu: ((Double, Double) -> Void)?
    /// The view scrolled, or its size or content changed.
    var onScrolled: (() -> Void)?
    /// Called with each item's widgets when they have just been made, before any binding.
    var onItemMade: ((Item) -> Void)?

    /// A pane of `view`, made with `factory` over the list's selection; its items load their
    /// thumbnails through `thumbnails`, and their drags promise pictures through `dragged`.
    init(view: UnsafeMutablePointer<GtkWidget>, factory: GObjectRef<GObject>, thumbnails: ThumbnailLoader, dragged: DraggedPictures) {
        self.view = view
        self.factory = factory
        self.thumbnails = thumbnails
        self.dragged = dragged
        items = ThumbnailItems(of: GObjectPointer(factory), loader: thumbnails)
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(kittens_scrolled_window(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(kittens_scrolled_window(widget), view)
        gtk_widget_set_vexpand(widget, 1)
        adjustment = gtk_scrolled_window_get_vadjustment(kittens_scrolled_window(widget))
        contextMenu = RowContextMenu(parent: view)
        connectFactory()
        connectSecondaryButton()
        Signal.connect(adjustment, .valueChanged) { [weak self] in self?.onScrolled?() }
        Signal.connect(adjustment, .adjustmentChanged) { [weak self] in self?.onScrolled?() }
    }

    /// The items that currently exist (visible or about to be) with a URL bound.
    var boundItems: [Item] { items.all.values.filter { $0.url != nil } }

    /// Whether the view is scrolled to within one and a half pages of its end.
    var isNearEnd: Bool {
        let page = gtk_adjustment_get_page_size(adjustment)
        guard page > 0 else { return false }
        return gtk_adjustment_get_upper(adjustment) - (gtk_adjustment_get_value(adjustment) + page) <= 1.5 * page
    }

    /// The position of the item whose widgets contain (`x`, `y`), found by walking up from the
    /// widget GTK picks there to an item's box.
    func position(atX x: Double, y: Double) -> Int? {
        var widget = gtk_widget_pick(view, x, y, GTK_PICK_DEFAULT)
        while let current = widget, current != view {
            if let item = items.all.first(where: { $0.value.box == current })?.key {
                let position = gtk_list_item_get_position(kittens_list_item(item))
                return position == kittens_invalid_list_position() ? nil : Int(position)
            }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Where to point a menu for the item at `position`: its middle left, in `view`'s
    /// coordinates, or the view's top left when it has no widgets (scrolled away).
    func menuPoint(forItemAt position: guint) -> (x: Double, y: Double) {
        var x = 24.0, y = 0.0
        if let item = items.widgets(at: position) {
            let height = Double(gtk_widget_get_height(item.box))
            _ = gtk_widget_translate_coordinates(item.box, view, 24, height / 2, &x, &y)
        }
        return (x, y)
    }

    /// Stops all thumbnail work and all widget access: the window is being destroyed.
    func detach() {
        contextMenu.close()
        isDetached = true
        onContextMenu = nil
        onScrolled = nil
        items.detachAll()
    }

    private func connectSecondaryButton() {
        guard let gesture = gtk_gesture_click_new() else { return }
        gtk_gesture_single_set_button(kittens_gesture_single(gesture.gpointer), guint(GDK_BUTTON_SECONDARY))
        Signal.connect(GObjectPointer<Gtk.GestureClick>(gesture), .pressed) { [weak self] _, x, y in
            self?.onContextMenu?(x, y)
        }
        gtk_widget_add_controller(view, kittens_event_controller(gesture.gpointer))
    }

    private func connectFactory() {
        let factory = GObjectPointer<Gtk.SignalListItemFactory>(self.factory)
        let size = thumbnails.standardSize, dragged = dragged
        Signal.connect(factory, .listItem(.setup)) { [weak self] item in
            guard let self, !self.isDetached else { return }
            let widgets = Item(loaderSize: size, dragged: dragged)
            self.onItemMade?(widgets)
            self.items.add(widgets, to: item)
        }
        Signal.connect(factory, .listItem(.bind)) { [weak self] item in
            guard let self, let widgets = self.items[item] else { return }
            guard let object = gtk_list_item_get_item(kittens_list_item(item)),
                  let text = gtk_string_object_get_string(kittens_string_object(object)),
                  let url = WebURL.url(from: String(cString: text))
            else { return }
            let listed = self.row(gtk_list_item_get_position(kittens_list_item(item)))
            widgets.bind(url, row: listed?.url == url ? listed : self.rowOfURL(url), loader: self.thumbnails)
        }
    }
}

/// What the list asks of the pane shown, whatever its items are.
@MainActor
protocol PicturePane: AnyObject {
    var view: UnsafeMutablePointer<GtkWidget> { get }
    var adjustment: UnsafeMutablePointer<GtkAdjustment> { get }
    var contextMenu: RowContextMenu { get }
    var isNearEnd: Bool { get }
    func position(atX x: Double, y: Double) -> Int?
    func menuPoint(forItemAt position: guint) -> (x: Double, y: Double)
}
