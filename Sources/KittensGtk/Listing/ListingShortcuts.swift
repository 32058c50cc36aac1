import Localization

/// The listing's shortcuts: refresh, the filters, the selected row's address, the layouts (as
/// Files has them: Ctrl+1 the list, Ctrl+2 the grid), and the keys its rows answer.
extension WindowShortcut {
    static var refresh: WindowShortcut { .pictures(localized("Refresh"), ["F5", "<Control>r"], "win.refresh") }
    static var filters: WindowShortcut { .pictures(localized("Filters"), ["<Control>f"], "win.filters") }
    static var copyAddress: WindowShortcut { .pictures(localized("Copy Address"), ["<Control>c"], "win.copy") }
    static var showAsList: WindowShortcut { .pictures(localized("Show as List"), ["<Control>1"], "win.show-list") }
    static var showAsGallery: WindowShortcut { .pictures(localized("Show as Gallery"), ["<Control>2"], "win.show-gallery") }
    /// Enter: the list view activates the row itself.
    static var openPicture: WindowShortcut { .pictures(localized("Open Picture"), ["Return"], nil) }
    /// The Menu key and Shift+F10: the row menu, a shortcut of the list views (`list.context-menu`).
    static var pictureMenu: WindowShortcut { .pictures(localized("Picture Menu"), ["Menu", "<Shift>F10"], nil) }
}
