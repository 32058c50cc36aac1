import KittensPictures
import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport
import Localization

/// The kitten pictures, as a list of rows (`GtkListView`) or, once asked for, a gallery of square
/// cells (`GtkGridView`): two panes over one `GtkStringList` of URLs in one selection, with
/// signal factories so only visible items have widgets. Rows change by splices computed against
/// the rows on screen; scrolling near the end of the pane shown asks for more, once per model.
///
/// The gallery's widgets are made the first time it shows (`show(_:)`), not with the list:
/// start-up pays only for the list. Activation, the item menu (secondary button, Menu, Shift+F10)
/// and its actions (`list.…`) work the same in both.
@MainActor
final class PictureList {
    /// The scrolled window holding the list, to place in the window.
    var widget: UnsafeMutablePointer<GtkWidget> { listPane.widget }
    var listView: UnsafeMutablePointer<GtkWidget> { listPane.view }
    let strings: GObjectRef<GObject>
    private let selection: GObjectRef<GObject>
    private let listPane: PictureItemsPane<PictureRowWidgets>
    /// The gallery, once it has been shown.
    private(set) var gallery: PictureItemsPane<GalleryCellWidgets>?
    private let thumbnails: ThumbnailLoader
    private let dragged: DraggedPictures
    private(set) var rows: [PictureRow] = []
    private(set) var layout = ListingLayout.list
    private var canLoadMore = false
    private var loadMoreSent = false
    private var isDetached = false
    private var rowMenu: RowMenu
    /// What other features write over the gallery's cells.
    private var cellCaptions: [CellCaption] = []
    /// The list's own actions (`list.…`), in both panes.
    private let rowActions: UnsafeMutablePointer<GSimpleActionGroup>

    /// Called with what the user asks of the list: its next page, near the end.
    var onEvent: ((ListingIntent) -> Void)?
    /// Called with the row the user activated (a click, Enter), whose picture should show.
    var onActivate: ((PictureRow) -> Void)?
    /// Called when another row, or none, is selected.
    var onSelectionChanged: (() -> Void)?
    /// Called with the gallery's scrolled window when it has just been made, to place it beside `widget`.
    var onGalleryMade: ((UnsafeMutablePointer<GtkWidget>) -> Void)?

    /// `rowMenu`: what the row menu offers; `dragged`: what a row's drag promises its picture through.
    init(thumbnails: ThumbnailLoader, dragged: DraggedPictures, rowMenu: RowMenu = .listing) {
        self.thumbnails = thumbnails
        self.dragged = dragged
        self.rowMenu = rowMenu
        let list = StringListView()
        (strings, selection) = (list.strings, list.selection)
        listPane = PictureItemsPane(view: list.listView, factory: list.factory, thumbnails: thumbnails, dragged: dragged)
        gtk_widget_add_css_class(list.listView, "kitten-list")
        kittens_set_accessible_label(list.listView, localized("Kitten images"))
        rowActions = kittens_insert_action_group(list.listView, "list")
        addAction("context-menu", to: rowActions) { [weak self] in self?.showContextMenuForSelectedRow() }
        connect(listPane)
        Signal.connect(GObjectPointer<Gtk.ListView>(list.listView), .itemActivate) { [weak self] in self?.activate($0) }
        Signal.connect(selection, .notify("selected")) { [weak self] in self?.onSelectionChanged?() }
    }

    /// Brings the list to `model`'s rows with one splice at most, and re-arms `loadMore`.
    func render(_ model: ListingModel) {
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

    /// Shows the pictures as `layout` says, making the gallery the first time it is asked for.
    /// The selection stays; the pane shown takes the focus when the one hidden had it.
    func show(_ layout: ListingLayout) {
        guard !isDetached, layout != self.layout else { return }
        let hadFocus = gtk_widget_has_focus(shownPane.view) != 0
        self.layout = layout
        let gallery = layout == .gallery ? makeGalleryIfNeeded() : self.gallery
        // The pane hidden lets go of the model: it has no items, and loads no thumbnails.
        let model = kittens_selection_model(selection.raw)
        gtk_list_view_set_model(OpaquePointer(listPane.view), layout == .list ? model : nil)
        gtk_widget_set_visible(listPane.widget, layout == .list ? 1 : 0)
        if let gallery {
            gtk_grid_view_set_model(OpaquePointer(gallery.view), layout == .gallery ? model : nil)
            gtk_widget_set_visible(gallery.widget, layout == .gallery ? 1 : 0)
        }
        if hadFocus { gtk_widget_grab_focus(shownPane.view) }
        loadMoreSent = false
        requestMoreIfNearEnd()
    }

    /// The pane shown now.
    private var shownPane: any PicturePane {
        if layout == .gallery, let gallery { return gallery }
        return listPane
    }

    private func makeGalleryIfNeeded() -> PictureItemsPane<GalleryCellWidgets> {
        if let gallery { return gallery }
        let factory = GObjectRef<GObject>(owning: gtk_signal_list_item_factory_new())
        let grid = gtk_grid_view_new(
            kittens_selection_model(g_object_ref(selection.raw)), kittens_list_item_factory(g_object_ref(factory.raw)))!
        gtk_grid_view_set_max_columns(OpaquePointer(grid), 12)
        gtk_widget_add_css_class(grid, "kitten-gallery")
        kittens_set_accessible_label(grid, localized("Kitten gallery"))
        gtk_widget_insert_action_group(grid, "list", OpaquePointer(rowActions))
        let pane = PictureItemsPane<GalleryCellWidgets>(view: grid, factory: factory, thumbnails: thumbnails, dragged: dragged)
        pane.onItemMade = { [cellCaptions] cell in
            for caption in cellCaptions { cell.add(caption) }
        }
        connect(pane)
        Signal.connect(GObjectPointer<Gtk.GridView>(grid), .itemActivate) { [weak self] in self?.activate($0) }
        gallery = pane
        onGalleryMade?(pane.widget)
        return pane
    }

    private func connect<Item>(_ pane: PictureItemsPane<Item>) {
        pane.row = { [weak self] in self?.row(at: $0) }
        pane.rowOfURL = { [weak self] url in self?.rows.first { $0.url == url } }
        pane.onContextMenu = { [weak self] x, y in self?.showContextMenu(atX: x, y: y) }
        pane.onScrolled = { [weak self] in self?.requestMoreIfNearEnd() }
        kittens_add_local_shortcut(pane.view, WindowShortcut.pictureMenu.trigger, "list.context-menu")
    }

    private func activate(_ position: guint) {
        guard let row = row(at: position) else { return }
        onActivate?(row)
    }

    /// The selected row, if any.
    var selectedRow: PictureRow? {
        row(at: gtk_single_selection_get_selected(kittens_single_selection(selection.raw)))
    }

    /// The row whose image has `id`, if listed.
    func position(ofImage id: String) -> Int? { rows.firstIndex { $0.id == id } }

    /// How far the pane shown is scrolled, in pixels from its top.
    var scrollOffset: Double {
        get { gtk_adjustment_get_value(shownPane.adjustment) }
        set { gtk_adjustment_set_value(shownPane.adjustment, newValue) }
    }

    func select(_ position: Int) {
        gtk_single_selection_set_selected(kittens_single_selection(selection.raw), guint(position))
    }

    /// Selects the item at (`x`, `y`) in the shown view's coordinates and shows the row menu for
    /// it; false when no item is there.
    @discardableResult
    func showContextMenu(atX x: Double, y: Double) -> Bool {
        guard !isDetached, let position = shownPane.position(atX: x, y: y) else { return false }
        select(position)
        popUpRowMenu(atX: x, y: y)
        return true
    }

    var isContextMenuOpen: Bool { listPane.contextMenu.isOpen || gallery?.contextMenu.isOpen == true }

    /// Stops all thumbnail work and all widget access: the window is being destroyed.
    func detach() {
        isDetached = true
        onEvent = nil
        onActivate = nil
        onSelectionChanged = nil
        onGalleryMade = nil
        listPane.detach()
        gallery?.detach()
    }

    /// The widgets of rows that currently exist (visible or about to be), for tests.
    var boundRows: [PictureRowWidgets] { listPane.boundItems }

    /// The widgets of gallery cells that currently exist, for tests; none before the gallery shows.
    var boundCells: [GalleryCellWidgets] { gallery?.boundItems ?? [] }

    private func row(at position: guint) -> PictureRow? {
        let index = Int(position)
        return rows.indices.contains(index) ? rows[index] : nil
    }

    /// Shows the row menu pointing at the selected item, or at the view's top when the item has
    /// no widgets (scrolled away); false without a selected row. The Menu key and Shift+F10 do
    /// this (`list.context-menu`) while the focus is in either view.
    @discardableResult
    func showContextMenuForSelectedRow() -> Bool {
        guard !isDetached, selectedRow != nil else { return false }
        let point = shownPane.menuPoint(forItemAt: gtk_single_selection_get_selected(kittens_single_selection(selection.raw)))
        popUpRowMenu(atX: point.x, y: point.y)
        return true
    }

    private func popUpRowMenu(atX x: Double, y: Double) {
        shownPane.contextMenu.popUp(rowMenu.model(for: selectedRow), atX: x, y: y)
    }

    /// Adds a section to the row menu, under the others (`RowMenu.sections`).
    func addRowMenuSection(_ section: @escaping RowMenu.Section) {
        rowMenu.sections.append(section)
    }

    /// Adds a caption over the gallery's cells (`CellCaption`); call it before the gallery is made.
    func addCellCaption(_ caption: CellCaption) {
        cellCaptions.append(caption)
    }

    /// Adds `list.<name>`, an item of the row menu, which calls `handler` with the selected row.
    func addRowAction(_ name: String, _ handler: @escaping @MainActor (PictureRow) -> Void) {
        addAction(name, to: rowActions) { [weak self] in
            guard let self, !self.isDetached, let row = self.selectedRow else { return }
            handler(row)
        }
    }

    private func requestMoreIfNearEnd() {
        guard !isDetached, canLoadMore, !loadMoreSent, !rows.isEmpty, shownPane.isNearEnd else { return }
        loadMoreSent = true
        onEvent?(.loadMore)
    }
}
