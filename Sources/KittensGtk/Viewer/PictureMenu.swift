import CGLib
import CGtk
import GLibRuntime
import Localization

/// The picture menu, the same in the viewer and in the row menu: Save Image As…, Copy Image,
/// Open in Browser, Copy Address, and Set as Background while the desktop takes one (hidden
/// otherwise). Its items are window actions that act on the picture the viewer shows, or else
/// on the selected row. The viewer's adds the slideshow (`appendViewerItems`).
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

    /// Appends the items to `menu`, a `GMenu`.
    static func append(to menu: GObjectRef<GObject>) {
        for (label, action) in items { g_menu_append(OpaquePointer(menu.raw), label, action) }
        appendHiddenWhenDisabled(localized("Set as Background"), "win.set-background", to: menu)
    }

    /// Appends the viewer's own items to its menu: the slideshow.
    static func appendViewerItems(to menu: GObjectRef<GObject>) {
        appendHiddenWhenDisabled(localized("Slideshow"), "win.slideshow", to: menu)
    }

    /// An item shown only while its action is enabled.
    private static func appendHiddenWhenDisabled(_ label: String, _ action: String, to menu: GObjectRef<GObject>) {
        let item = g_menu_item_new(label, action)
        g_menu_item_set_attribute_value(item, "hidden-when", g_variant_new_string("action-disabled"))
        g_menu_append_item(OpaquePointer(menu.raw), item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }
}
