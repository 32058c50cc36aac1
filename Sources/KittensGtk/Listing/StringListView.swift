import CGLib
import CGtk
import GLibRuntime

/// The parts of a `GtkListView` whose items are strings: a `GtkStringList` in a single selection
/// that never selects by itself and can be unselected, and a signal factory for the row widgets
/// (connect its `setup` and `bind`). Both the kitten list and the inspector's event list are
/// made of these. Holds one reference to each model object; the list view holds its own.
@MainActor
struct StringListView {
    let strings: GObjectRef<GObject>
    let selection: GObjectRef<GObject>
    let factory: GObjectRef<GObject>
    let listView: UnsafeMutablePointer<GtkWidget>

    init() {
        strings = GObjectRef(owning: gtk_string_list_new(nil))
        let selectionModel = gtk_single_selection_new(kittens_list_model(g_object_ref(strings.raw)))!
        selection = GObjectRef(owning: selectionModel)
        gtk_single_selection_set_autoselect(selectionModel, 0)
        gtk_single_selection_set_can_unselect(selectionModel, 1)
        factory = GObjectRef(owning: gtk_signal_list_item_factory_new())
        listView = gtk_list_view_new(
            kittens_selection_model(g_object_ref(selection.raw)),
            kittens_list_item_factory(g_object_ref(factory.raw))
        )
    }
}

/// A new label for a row of text such as an event or a part of a state: left-aligned, monospace.
@MainActor
func monospaceRowLabel() -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(nil)!
    gtk_label_set_xalign(kittens_label(label), 0)
    gtk_widget_add_css_class(label, "monospace")
    return label
}
