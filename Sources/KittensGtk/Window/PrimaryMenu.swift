import CGLib
import CGtk
import GLibRuntime

/// The primary menu of the header bar, as GNOME apps have it: a `GtkMenuButton` with
/// `open-menu-symbolic` (F10 opens it) over a `GMenu` of window actions, both laid out in
/// data/ui/header-bar.ui.
@MainActor
final class PrimaryMenu {
    /// One entry: what it says and the detailed action it activates.
    struct Item: Equatable {
        let label: String
        let action: String
    }

    let button: UnsafeMutablePointer<GtkWidget>
    private let model: GObjectRef<GObject>

    /// The button and its menu model, from data/ui/header-bar.ui, where the entries are listed.
    init(button: UnsafeMutablePointer<GtkWidget>, model: UnsafeMutablePointer<GObject>) {
        self.button = button
        self.model = GObjectRef(retaining: model)
    }

    /// The menu model's entries, read back from the `GMenu`, for tests.
    var items: [Item] {
        let menu = kittens_menu_model(model.raw)
        var found: [Item] = []
        for sectionIndex in 0..<g_menu_model_get_n_items(menu) {
            guard let section = g_menu_model_get_item_link(menu, sectionIndex, G_MENU_LINK_SECTION) else { continue }
            let owned = GObjectRef(owning: section)
            for index in 0..<g_menu_model_get_n_items(owned.pointer) {
                found.append(Item(
                    label: Self.attribute(owned.pointer, index, G_MENU_ATTRIBUTE_LABEL),
                    action: Self.attribute(owned.pointer, index, G_MENU_ATTRIBUTE_ACTION)))
            }
        }
        return found
    }

    private static func attribute(_ menu: UnsafeMutablePointer<GMenuModel>, _ index: gint, _ name: String) -> String {
        guard let value = g_menu_model_get_item_attribute_value(menu, index, name, nil) else { return "" }
        defer { g_variant_unref(value) }
        return g_variant_get_string(value, nil).map { String(cString: $0) } ?? ""
    }
}
