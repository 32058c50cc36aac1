import CGLib
import CGtk
import GLibRuntime
import Localization

/// The primary menu of the header bar, as GNOME apps have it: a `GtkMenuButton` with
/// `open-menu-symbolic` (F10 opens it) over a `GMenu` of window actions.
@MainActor
final class PrimaryMenu {
    /// One entry: what it says and the detailed action it activates.
    struct Item: Equatable {
        let label: String
        let action: String
    }

    let button: UnsafeMutablePointer<GtkWidget>
    private let model: GObjectRef<GObject>

    /// The entries in order, in sections: Preferences and the Store Inspector, then Keyboard
    /// Shortcuts, Help and About, as GNOME's HIG puts them last.
    static var sections: [[Item]] {
        [
            [
                Item(label: localized("_Preferences"), action: "win.preferences"),
                Item(label: localized("_Store Inspector"), action: "win.inspector"),
            ],
            [
                Item(label: localized("_Keyboard Shortcuts"), action: "win.show-help-overlay"),
                Item(label: localized("_Help"), action: "win.help"),
                Item(label: localized("_About Kittens"), action: "win.about"),
            ],
        ]
    }

    init() {
        model = GObjectRef(owning: g_menu_new())
        for items in Self.sections {
            let section = GObjectRef(owning: g_menu_new())
            for item in items { g_menu_append(OpaquePointer(section.pointer), item.label, item.action) }
            g_menu_append_section(OpaquePointer(model.pointer), nil, kittens_menu_model(section.raw))
        }
        button = gtk_menu_button_new()
        let menuButton = kittens_menu_button(button)
        gtk_menu_button_set_icon_name(menuButton, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(menuButton, kittens_menu_model(model.raw))
        gtk_menu_button_set_primary(menuButton, 1)
        gtk_widget_set_tooltip_text(button, localized("Main Menu"))
        kittens_set_accessible_label(button, localized("Main Menu"))
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
