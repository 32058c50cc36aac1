import CGLib
import CGtk
import GLibRuntime
import Localization

/// What a list's row menu offers. Its items are actions that act on the list's selected row:
/// window actions (`win.…`), or the list's own (`list.…`, see `KittenList.addRowAction`).
@MainActor
enum RowMenu {
    /// The listing's: the `PictureMenu`, then "Add to Favourites" or "Remove from Favourites"
    /// (`win.toggle-favourite`).
    case listing
    /// The Favourites page's: "Open" (`list.open`, the viewer) and "Copy Address" (`win.copy`,
    /// as in the listing), then "Remove from Favourites" (`list.remove-favourite`).
    case favourites

    /// The menu, a `GMenu`; `isFavourite` says whether the selected row's picture is a favourite.
    func model(isFavourite: Bool) -> GObjectRef<GObject> {
        let menu = GObjectRef(owning: g_menu_new())
        let favourites = GObjectRef(owning: g_menu_new())
        switch self {
        case .listing:
            PictureMenu.append(to: menu)
            let label = isFavourite ? localized("Remove from Favourites") : localized("Add to Favourites")
            g_menu_append(OpaquePointer(favourites.raw), label, "win.toggle-favourite")
        case .favourites:
            g_menu_append(OpaquePointer(menu.raw), localized("Open"), "list.open")
            g_menu_append(OpaquePointer(menu.raw), localized("Copy Address"), "win.copy")
            g_menu_append(OpaquePointer(favourites.raw), localized("Remove from Favourites"), "list.remove-favourite")
        }
        g_menu_append_section(OpaquePointer(menu.raw), nil, kittens_menu_model(favourites.raw))
        return menu
    }
}
