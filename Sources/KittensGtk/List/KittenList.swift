import KittensPictures
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport
import Localization

/// The scrolling list of kitten rows: a `GtkListView` over a `GtkStringList` of URLs, with a
/// signal factory so only visible rows have widgets. Rows change by splices computed against
/// the rows on screen; scrolling near the end asks for more, once per model.
@MainActor
final class KittenList {
    /// The scrolled window holding the list, to place in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    let listView: UnsafeMutablePointer<GtkWidget>
    let strings: GObjectRef<GObject>
    private let selection: GObjectRef<GObject>
    private let factory: GObjectRef<GObject>
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private let thumbnails: ThumbnailLoader
    private(set) var rows: [KittenRow] = []
    private var rowWidgets: [UnsafeMutableRawPointer: KittenRowWidgets] = [:]
    private var canLoadMore = false
    private var loadMoreSent = false
    private var isDetached = false
    private let contextMenu: RowContextMenu
    private let rowMenu: RowMenu
    /// The list's own actions (`list.…`).
    private let rowActions: UnsafeMutablePointer<GSimpleActionGroup>

    /// Called with what the user does in the list.
    var onEvent: ((KittenIntent) -> Void)?
    /// Called when another row, or none, is selected.
    var onSelectionChanged: (() -> Void)?

    /// `rowMenu`: what the row menu offers.
    init(thumbnails: ThumbnailLoader, rowMenu: RowMenu = .listing) {
        self.thumbnails = thumbnails
        self.rowMenu = rowMenu
        let list = StringListView()
        (strings, selection, factory, listView) = (list.strings, list.selection, list.factory, list.listView)
        gtk_widget_add_css_class(listView, "kitten-list")
        kittens_set_accessible_label(listView, localized("Kitten images"))
        rowActions = kittens_insert_action_group(listView, "list")

        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(kittens_scrolled_window(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(kittens_scrolled_window(widget), listView)
        gtk_widget_set_vexpand(widget, 1)
        adjustment = gtk_scrolled_window_get_vadjustment(kittens_scrolled_window(widget))

        contextMenu = RowContextMenu(parent: listView)
        connectFactory()
        connectContextMenu()
        connectContextMenuKeys()
        Signal.connect(GObjectPointer<Gtk.ListView>(listView), .itemActivate) { [weak self] position in
            guard let self, let row = self.row(at: position) else { return }
            self.onEvent?(.showPicture(id: row.id))
        }
        Signal.connect(selection, .notify("selected")) { [weak self] in self?.onSelectionChanged?() }
        Signal.connect(adjustment, .valueChanged) { [weak self] in self?.requestMoreIfNearEnd() }
        Signal.connect(adjustment, .adjustmentChanged) { [weak self] in self?.requestMoreIfNearEnd() }
    }

    /// Brings the list to `model`'s rows with one splice at most, and re-arms `loadMore`.
    func render(_ model: KittenModel) {
        guard !isDetached else { return }
        let update = RowsUpdate(from: rows, to: model.rows)
        if let update {
            let added = model.rows[update.added].map(\.url.absoluteString)
            rows = model.rows
            withCStringArray(added) { strings in
                gtk_string_list_splice(
                    kittens_string_list(self.strings.raw), guint(update.position), guint(update.removed), strings
                )
            }
        }
        if update != nil || model.canLoadMore != canLoadMore {
            loadMoreSent = false
        }
        canLoadMore = model.canLoadMore
        requestMoreIfNearEnd()
    }

    /// The selected row, if any.
    var selectedRow: KittenRow? {
        row(at: gtk_single_selection_get_selected(kittens_single_selection(selection.raw)))
    }

    /// The row whose image has `id`, if listed.
    func position(ofImage id: String) -> Int? { rows.firstIndex { $0.id == id } }

    /// How far the list is scrolled, in pixels from its top.
    var scrollOffset: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }

    func select(_ position: Int) {
        gtk_single_selection_set_selected(kittens_single_selection(selection.raw), guint(position))
    }

    /// Selects the row at (`x`, `y`) in the list view's coordinates and shows the row menu for
    /// it; false when no row is there.
    @discardableResult
    func showContextMenu(atX x: Double, y: Double) -> Bool {
        guard !isDetached, let position = position(atX: x, y: y) else { return false }
        select(position)
        popUpRowMenu(atX: x, y: y)
        return true
    }

    var isContextMenuOpen: Bool { contextMenu.isOpen }

    /// Which pictures are favourites, for the row menu's wording; set by the window.
    var favourites = FavouritesModel()

    /// Whether the selected row's picture is a favourite.
    var isSelectedRowFavourite: Bool { selectedRow.map { favourites.isFavourite($0.id) } ?? false }

    /// Stops all thumbnail work and all widget access: the window is being destroyed.
    func detach() {
        contextMenu.close()
        isDetached = true
        onEvent = nil
        onSelectionChanged = nil
        for row in rowWidgets.values { row.detach(loader: thumbnails) }
        rowWidgets.removeAll()
    }

    /// The widgets of rows that currently exist (visible or about to be), for tests.
    var boundRows: [KittenRowWidgets] { rowWidgets.values.filter { $0.url != nil } }

    private func row(at position: guint) -> KittenRow? {
        let index = Int(position)
        return rows.indices.contains(index) ? rows[index] : nil
    }

    /// The position of the row whose widgets contain (`x`, `y`), found by walking up from the
    /// widget GTK picks there to a row box.
    private func position(atX x: Double, y: Double) -> Int? {
        var widget = gtk_widget_pick(listView, x, y, GTK_PICK_DEFAULT)
        while let current = widget, current != listView {
            if let item = rowWidgets.first(where: { $0.value.box == current })?.key {
                let position = gtk_list_item_get_position(kittens_list_item(item))
                return position == kittens_invalid_list_position() ? nil : Int(position)
            }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    private func connectContextMenu() {
        guard let gesture = gtk_gesture_click_new() else { return }
        gtk_gesture_single_set_button(kittens_gesture_single(gesture.gpointer), guint(GDK_BUTTON_SECONDARY))
        Signal.connect(GObjectPointer<Gtk.GestureClick>(gesture), .pressed) { [weak self] _, x, y in
            self?.showContextMenu(atX: x, y: y)
        }
        gtk_widget_add_controller(listView, kittens_event_controller(gesture.gpointer))
    }

    /// The Menu key and Shift+F10, while the focus is in the list, show the row menu for the
    /// selected row (`list.context-menu`), as the secondary button does for the row under it.
    private func connectContextMenuKeys() {
        addAction("context-menu", to: rowActions) { [weak self] in self?.showContextMenuForSelectedRow() }
        kittens_add_local_shortcut(listView, "Menu|<Shift>F10", "list.context-menu")
    }

    /// Shows the row menu pointing at the selected row, or at the list's top when the row has
    /// no widgets (scrolled away); false without a selected row.
    @discardableResult
    func showContextMenuForSelectedRow() -> Bool {
        guard !isDetached, selectedRow != nil else { return false }
        let selected = gtk_single_selection_get_selected(kittens_single_selection(selection.raw))
        var x = 24.0, y = 0.0
        if let row = rowWidgets.first(where: { gtk_list_item_get_position(kittens_list_item($0.key)) == selected })?.value {
            let height = Double(gtk_widget_get_height(row.box))
            _ = gtk_widget_translate_coordinates(row.box, listView, 24, height / 2, &x, &y)
        }
        popUpRowMenu(atX: x, y: y)
        return true
    }

    private func popUpRowMenu(atX x: Double, y: Double) {
        contextMenu.popUp(rowMenu.model(isFavourite: isSelectedRowFavourite), atX: x, y: y)
    }

    /// Adds `list.<name>`, an item of the row menu, which calls `handler` with the selected row.
    func addRowAction(_ name: String, _ handler: @escaping @MainActor (KittenRow) -> Void) {
        addAction(name, to: rowActions) { [weak self] in
            guard let self, !self.isDetached, let row = self.selectedRow else { return }
            handler(row)
        }
    }

    private func requestMoreIfNearEnd() {
        guard !isDetached, canLoadMore, !loadMoreSent, !rows.isEmpty else { return }
        let page = gtk_adjustment_get_page_size(adjustment)
        guard page > 0 else { return }
        let remaining = gtk_adjustment_get_upper(adjustment) - (gtk_adjustment_get_value(adjustment) + page)
        guard remaining <= 1.5 * page else { return }
        loadMoreSent = true
        onEvent?(.loadMore)
    }

    private func connectFactory() {
        let factory = GObjectPointer<Gtk.SignalListItemFactory>(self.factory)
        let width = thumbnails.configuration.thumbnailWidth
        let height = thumbnails.configuration.thumbnailHeight
        Signal.connect(factory, .listItem(.setup)) { [weak self] item in
            guard let self, !self.isDetached else { return }
            let row = KittenRowWidgets(thumbnailWidth: width, thumbnailHeight: height)
            gtk_list_item_set_child(kittens_list_item(item), row.box)
            self.rowWidgets[item] = row
        }
        Signal.connect(factory, .listItem(.bind)) { [weak self] item in
            guard let self, let row = self.rowWidgets[item] else { return }
            guard let object = gtk_list_item_get_item(kittens_list_item(item)),
                  let text = gtk_string_object_get_string(kittens_string_object(object)),
                  let url = WebURL.url(from: String(cString: text))
            else { return }
            let listed = self.row(at: gtk_list_item_get_position(kittens_list_item(item)))
            let model = listed?.url == url ? listed : self.rows.first { $0.url == url }
            row.bind(
                url, labels: .init(still: model?.pictureLabel ?? url.absoluteString, animated: model?.animatedPictureLabel ?? url.absoluteString),
                loader: self.thumbnails
            )
        }
        Signal.connect(factory, .listItem(.unbind)) { [weak self] item in
            guard let self, let row = self.rowWidgets[item] else { return }
            row.unbind(loader: self.thumbnails)
        }
        Signal.connect(factory, .listItem(.teardown)) { [weak self] item in
            guard let self, let row = self.rowWidgets.removeValue(forKey: item) else { return }
            row.detach(loader: self.thumbnails)
        }
    }
}
