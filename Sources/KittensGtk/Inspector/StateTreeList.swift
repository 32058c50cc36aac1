import CGLib
import CGtk
import GLibRuntime
import Kittens
import Localization

/// The Store Inspector's state tree: a `GtkListView` over a `GtkTreeListModel` whose rows are
/// the parts of a `StateTreeNode`, each with a `GtkTreeExpander`. A node's parts are made only
/// when its row is expanded (`PartsFiller`). Enter toggles a row, Right expands the selected row
/// and Left collapses it; Ctrl+H asks for the selected part's history (`onShowHistory`), Ctrl+E
/// to mark it wrong (`onExpect`); a right click on a row selects it and offers both in a menu.
///
/// Each item is a `GtkStringObject` holding the row's text, with its node retained in the
/// object's data (released with it).
@MainActor
final class StateTreeList {
    let listView: UnsafeMutablePointer<GtkWidget>
    private let roots: GObjectRef<GObject>
    private let tree: GObjectRef<GObject>
    private let selection: GObjectRef<GObject>
    private let factory: GObjectRef<GObject>
    private let actions: GObjectRef<GObject>
    /// The tree shown; nil when none is.
    private(set) var shownTree: StateTreeNode?
    /// Called with the selected row's node on Ctrl+H: to show its history.
    var onShowHistory: ((StateTreeNode) -> Void)?
    /// Called with the selected row's node on Ctrl+E: to mark its value wrong (Expect…).
    var onExpect: ((StateTreeNode) -> Void)?
    /// The right-click menu of a row.
    private lazy var contextMenu = RowContextMenu(parent: listView)
    private let menu = GObjectRef(owning: g_menu_new())

    init() {
        roots = GObjectRef(owning: g_list_store_new(gtk_string_object_get_type()))
        let filler = Unmanaged.passRetained(PartsFiller()).toOpaque()
        let treeModel = gtk_tree_list_model_new(
            kittens_list_model(g_object_ref(roots.raw)), 0, 0, { item, filler in childModel(of: item, filler: filler) }, filler
        ) { filler in
            guard let filler else { return }
            Unmanaged<PartsFiller>.fromOpaque(filler).release()
        }!
        tree = GObjectRef(owning: treeModel)
        let selectionModel = gtk_single_selection_new(kittens_list_model(g_object_ref(tree.raw)))!
        gtk_single_selection_set_autoselect(selectionModel, 0)
        gtk_single_selection_set_can_unselect(selectionModel, 1)
        selection = GObjectRef(owning: selectionModel)
        factory = GObjectRef(owning: gtk_signal_list_item_factory_new())
        listView = gtk_list_view_new(
            kittens_selection_model(g_object_ref(selection.raw)), kittens_list_item_factory(g_object_ref(factory.raw)))
        actions = GObjectRef(owning: OpaquePointer(g_simple_action_group_new()!))
        connectFactory()
        connectKeys()
    }

    /// Shows `node`'s tree with its first level expanded; nil shows nothing. The tree shown
    /// already is left as it is, expanded as the user left it.
    func show(_ node: StateTreeNode?) {
        guard node !== shownTree else { return }
        shownTree = node
        let store = OpaquePointer(roots.raw)
        g_list_store_remove_all(store)
        guard let node else { return }
        let item = treeItem(for: node)
        g_list_store_append(store, item)
        g_object_unref(item)
        setExpanded(true, at: 0)
    }

    /// How many rows show, expanded ones' parts included.
    var rowCount: Int { Int(g_list_model_get_n_items(kittens_list_model(tree.raw))) }

    /// The text of the row at `position`.
    func rowText(_ position: Int) -> String? {
        guard let row = row(at: position) else { return nil }
        defer { g_object_unref(row.gpointer) }
        return text(of: row)
    }

    /// Whether the row at `position` is expanded.
    func isExpanded(_ position: Int) -> Bool {
        guard let row = row(at: position) else { return false }
        defer { g_object_unref(row.gpointer) }
        return gtk_tree_list_row_get_expanded(row) != 0
    }

    /// The position of the selected row; nil when none is.
    var selectedRow: Int? {
        let position = gtk_single_selection_get_selected(kittens_single_selection(selection.raw))
        return position == kittens_invalid_list_position() ? nil : Int(position)
    }

    /// The node of the selected row; nil when none is selected.
    var selectedNode: StateTreeNode? {
        guard let position = selectedRow, let row = row(at: position) else { return nil }
        defer { g_object_unref(row.gpointer) }
        guard let item = gtk_tree_list_row_get_item(row) else { return nil }
        defer { g_object_unref(item) }
        guard let data = g_object_get_data(kittens_object(item), nodeKey) else { return nil }
        return Unmanaged<StateTreeNode>.fromOpaque(data).takeUnretainedValue()
    }

    /// Selects the row at `position`, as a click does.
    func selectRow(_ position: Int) {
        gtk_single_selection_set_selected(kittens_single_selection(selection.raw), guint(position))
    }

    private func row(at position: Int) -> OpaquePointer? {
        gtk_tree_list_model_get_row(OpaquePointer(tree.raw), guint(position))
    }

    /// Opens or closes the row at `position`, as Right and Left do on the selected row.
    func setExpanded(_ expanded: Bool, at position: Int) {
        guard let row = row(at: position) else { return }
        defer { g_object_unref(row.gpointer) }
        gtk_tree_list_row_set_expanded(row, expanded ? 1 : 0)
    }

    private func toggle(at position: Int) {
        setExpanded(!isExpanded(position), at: position)
    }

    private func connectFactory() {
        let factory = GObjectPointer<Gtk.SignalListItemFactory>(self.factory)
        Signal.connect(factory, .listItem(.setup)) { [weak self] item in
            let expander = gtk_tree_expander_new()!
            let label = monospaceRowLabel()
            gtk_label_set_ellipsize(kittens_label(label), PANGO_ELLIPSIZE_END)
            gtk_tree_expander_set_child(OpaquePointer(expander), label)
            gtk_list_item_set_child(kittens_list_item(item), expander)
            self?.connectSecondaryButton(of: expander, item: item)
        }
        Signal.connect(factory, .listItem(.bind)) { item in
            guard let expander = gtk_list_item_get_child(kittens_list_item(item)),
                  let row = gtk_list_item_get_item(kittens_list_item(item)),
                  let label = gtk_tree_expander_get_child(OpaquePointer(expander))
            else { return }
            gtk_tree_expander_set_list_row(OpaquePointer(expander), OpaquePointer(row))
            gtk_label_set_text(kittens_label(label), text(of: OpaquePointer(row)))
        }
        Signal.connect(factory, .listItem(.unbind)) { item in
            guard let expander = gtk_list_item_get_child(kittens_list_item(item)) else { return }
            gtk_tree_expander_set_list_row(OpaquePointer(expander), nil)
        }
    }

    /// A right click on the row of `item` selects it and opens the menu of Show History and Expect….
    private func connectSecondaryButton(of row: UnsafeMutablePointer<GtkWidget>, item: UnsafeMutableRawPointer) {
        guard let gesture = gtk_gesture_click_new() else { return }
        gtk_gesture_single_set_button(kittens_gesture_single(gesture.gpointer), guint(GDK_BUTTON_SECONDARY))
        Signal.connect(GObjectPointer<Gtk.GestureClick>(gesture), .pressed) { [weak self] _, x, y in
            guard let self else { return }
            let position = gtk_list_item_get_position(kittens_list_item(item))
            guard position != kittens_invalid_list_position() else { return }
            self.selectRow(Int(position))
            var (listX, listY) = (0.0, 0.0)
            gtk_widget_translate_coordinates(row, self.listView, x, y, &listX, &listY)
            self.contextMenu.popUp(self.menu, atX: listX, y: listY)
        }
        gtk_widget_add_controller(row, kittens_event_controller(gesture.gpointer))
    }

    /// Enter toggles the row; Right and Left expand and collapse the selected one.
    private func connectKeys() {
        Signal.connect(GObjectPointer<Gtk.ListView>(listView), .itemActivate) { [weak self] position in
            self?.toggle(at: Int(position))
        }
        addAction("expand", to: actions) { [weak self] in
            guard let self, let row = self.selectedRow else { return }
            self.setExpanded(true, at: row)
        }
        addAction("collapse", to: actions) { [weak self] in
            guard let self, let row = self.selectedRow else { return }
            self.setExpanded(false, at: row)
        }
        addAction("history", to: actions) { [weak self] in
            guard let self, let node = self.selectedNode else { return }
            self.onShowHistory?(node)
        }
        addAction("expect", to: actions) { [weak self] in
            guard let self, let node = self.selectedNode else { return }
            self.onExpect?(node)
        }
        g_menu_append(OpaquePointer(menu.raw), localized("Show History"), "tree.history")
        g_menu_append(OpaquePointer(menu.raw), localized("Expect…"), "tree.expect")
        gtk_widget_insert_action_group(listView, "tree", OpaquePointer(actions.raw))
        let keys = gtk_shortcut_controller_new()!
        for (trigger, action) in [("Right", "tree.expand"), ("Left", "tree.collapse"), ("<Control>h", "tree.history"), ("<Control>e", "tree.expect")] {
            let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), gtk_named_action_new(action))
            gtk_shortcut_controller_add_shortcut(keys, shortcut)
        }
        // Before the list view's own arrow keys, which would move nowhere in a vertical list.
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(listView, keys)
    }
}

/// The text of a tree row's item.
@MainActor
private func text(of row: OpaquePointer) -> String {
    guard let item = gtk_tree_list_row_get_item(row) else { return "" }
    defer { g_object_unref(item) }
    guard let text = gtk_string_object_get_string(OpaquePointer(item)) else { return "" }
    return String(cString: text)
}

private let nodeKey = "kittens-state-tree-node"

/// A new item for `node`, retaining it.
@MainActor
private func treeItem(for node: StateTreeNode) -> UnsafeMutableRawPointer {
    let item = UnsafeMutableRawPointer(gtk_string_object_new(node.text)!)
    g_object_set_data_full(kittens_object(item), nodeKey, Unmanaged.passRetained(node).toOpaque()) { node in
        guard let node else { return }
        Unmanaged<StateTreeNode>.fromOpaque(node).release()
    }
    return item
}

/// `GtkTreeListModel`'s create-model function: a list for the parts of the node `item` holds,
/// which `filler` fills, or nil for a leaf.
private func childModel(of item: gpointer?, filler: gpointer?) -> OpaquePointer? {
    guard let item, let filler else { return nil }
    let (itemAddress, fillerAddress) = (UInt(bitPattern: item), UInt(bitPattern: filler))
    let made = MainActor.assumeIsolated { () -> UInt in
        guard let item = UnsafeMutableRawPointer(bitPattern: itemAddress),
              let filler = UnsafeMutableRawPointer(bitPattern: fillerAddress),
              let data = g_object_get_data(kittens_object(item), nodeKey)
        else { return 0 }
        let node = Unmanaged<StateTreeNode>.fromOpaque(data).takeUnretainedValue()
        guard node.hasChildren else { return 0 }
        return UInt(bitPattern: Unmanaged<PartsFiller>.fromOpaque(filler).takeUnretainedValue().emptyList(for: node))
    }
    return UnsafeMutableRawPointer(bitPattern: made).map(OpaquePointer.init)
}

/// Fills the lists of parts `GtkTreeListModel` asks for, after it asked: GTK also asks for a
/// row's list to learn whether the row can be expanded, and lets that list go at once. Each list
/// starts empty; the lists still alive when the main loop is next idle (those of rows being
/// expanded) get their parts then, before the next frame is drawn, and only they make them.
@MainActor
private final class PartsFiller {
    private var pending: [(list: UnsafeMutablePointer<GWeakRef>, node: StateTreeNode)] = []
    private var isScheduled = false

    /// A new, empty list for the parts of `node` (transfer full).
    func emptyList(for node: StateTreeNode) -> UnsafeMutableRawPointer {
        let list = UnsafeMutableRawPointer(g_list_store_new(gtk_string_object_get_type())!)
        let weak = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        weak.initialize(to: GWeakRef())
        g_weak_ref_init(weak, list)
        pending.append((weak, node))
        scheduleFill()
        return list
    }

    private func scheduleFill() {
        guard !isScheduled else { return }
        isScheduled = true
        let filler = Unmanaged.passRetained(self).toOpaque()
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, { filler in
            let address = UInt(bitPattern: filler)
            MainActor.assumeIsolated {
                guard let filler = UnsafeMutableRawPointer(bitPattern: address) else { return }
                Unmanaged<PartsFiller>.fromOpaque(filler).takeUnretainedValue().fill()
            }
            return 0
        }, filler) { filler in
            guard let filler else { return }
            Unmanaged<PartsFiller>.fromOpaque(filler).release()
        }
    }

    private func fill() {
        isScheduled = false
        let work = pending
        pending = []
        for (weak, node) in work {
            if let list = g_weak_ref_get(weak) {
                for child in node.children {
                    let item = treeItem(for: child)
                    g_list_store_append(OpaquePointer(list), item)
                    g_object_unref(item)
                }
                g_object_unref(list)
            }
            g_weak_ref_clear(weak)
            weak.deinitialize(count: 1)
            weak.deallocate()
        }
    }
}
