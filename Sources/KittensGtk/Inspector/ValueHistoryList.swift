import CGLib
import CGtk
import GLibRuntime
import Kittens

/// The Store Inspector's list of the history of a part of a state
/// (`StoreInspectorModel.History`): one row per event that changed it, newest first; activating
/// a row (a click, or Enter) calls `onJump` with the row of its event among the events shown.
@MainActor
final class ValueHistoryList {
    private let list = StringListView()
    var listView: UnsafeMutablePointer<GtkWidget> { list.listView }
    private var strings: GObjectRef<GObject> { list.strings }
    /// Where each entry jumps, in order.
    private var rows: [Int?] = []
    /// Called with the row an activated entry jumps to.
    var onJump: ((Int) -> Void)?

    init() {
        connectRowLabels(GObjectPointer<Gtk.SignalListItemFactory>(list.factory))
        Signal.connect(GObjectPointer<Gtk.ListView>(listView), .itemActivate) { [weak self] position in
            self?.activate(Int(position))
        }
    }

    /// Lists `history`'s entries; nil lists nothing.
    func show(_ history: StoreInspectorModel.History?) {
        let entries = history?.entries ?? []
        rows = entries.map(\.row)
        let list = kittens_string_list(strings.raw)
        let old = g_list_model_get_n_items(kittens_list_model(strings.raw))
        withCStringArray(entries.map(\.text)) { gtk_string_list_splice(list, 0, old, $0) }
    }

    var rowCount: Int { Int(g_list_model_get_n_items(kittens_list_model(strings.raw))) }

    func rowText(_ position: Int) -> String? {
        gtk_string_list_get_string(kittens_string_list(strings.raw), guint(position)).map { String(cString: $0) }
    }

    /// Activates the entry at `position`, as a click or Enter does: jumps to its event.
    func activate(_ position: Int) {
        guard position < rows.count, let row = rows[position] else { return }
        onJump?(row)
    }
}

/// Binds each row of `factory`'s list to a monospace label of its string.
@MainActor
func connectRowLabels(_ factory: GObjectPointer<Gtk.SignalListItemFactory>) {
    Signal.connect(factory, .listItem(.setup)) { item in
        gtk_list_item_set_child(kittens_list_item(item), monospaceRowLabel())
    }
    Signal.connect(factory, .listItem(.bind)) { item in
        guard let label = gtk_list_item_get_child(kittens_list_item(item)),
              let object = gtk_list_item_get_item(kittens_list_item(item)),
              let text = gtk_string_object_get_string(kittens_string_object(object))
        else { return }
        gtk_label_set_text(kittens_label(label), text)
    }
}
