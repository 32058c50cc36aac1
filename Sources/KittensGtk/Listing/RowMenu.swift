import CGLib
import CGtk
import GLibRuntime
import Kittens

/// What a list's row menu offers: its own items, then a section for each that other features
/// add (`sections`), with the items for the selected row. Its items are actions that act on the
/// list's selected row: window actions (`win.…`), or the list's own (`list.…`, see
/// `PictureList.addRowAction`).
@MainActor
struct RowMenu {
    /// An item: its label, translated, and the detailed action it activates.
    typealias Item = (label: String, action: String)
    /// The items of a section for the selected row (nil: none).
    typealias Section = @MainActor (PictureRow?) -> [Item]

    /// The first items.
    let items: [Item]
    /// The sections under them.
    var sections: [Section] = []

    /// The listing's: the `PictureMenu`.
    static var listing: RowMenu { RowMenu(items: PictureMenu.items) }

    /// The menu for `row`, a `GMenu`.
    func model(for row: PictureRow?) -> GObjectRef<GObject> {
        let menu = GObjectRef(owning: g_menu_new())
        for item in items { g_menu_append(OpaquePointer(menu.raw), item.label, item.action) }
        for section in sections {
            let part = GObjectRef(owning: g_menu_new())
            for item in section(row) { g_menu_append(OpaquePointer(part.raw), item.label, item.action) }
            g_menu_append_section(OpaquePointer(menu.raw), nil, kittens_menu_model(part.raw))
        }
        return menu
    }
}
