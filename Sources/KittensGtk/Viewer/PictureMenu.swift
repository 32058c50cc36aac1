import CGLib
import CGtk
import GLibRuntime
import Localization

/// The picture menu, the same in the viewer and in the row menu: Save Image As…, Copy Image,
/// Open in Browser and Copy Address. Its items are window actions that act on the picture the
/// viewer shows, or else on the selected row.
@MainActor
enum PictureMenu {
    static func make() -> GObjectRef<GObject> {
        let menu = GObjectRef(owning: g_menu_new())
        append(to: menu)
        return menu
    }

    /// The four items, each its label and window action.
    static var items: [(label: String, action: String)] {
        [
            (localized("Save Image As…"), "win.save-image"),
            (localized("Copy Image"), "win.copy-image"),
            (localized("Open in Browser"), "win.open-selected"),
            (localized("Copy Address"), "win.copy"),
        ]
    }

    /// Appends the four items to `menu`, a `GMenu`.
    static func append(to menu: GObjectRef<GObject>) {
        for (label, action) in items { g_menu_append(OpaquePointer(menu.raw), label, action) }
    }
}
