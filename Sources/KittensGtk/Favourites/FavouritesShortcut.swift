import Localization

extension WindowShortcut {
    /// Ctrl+D: adds the shown picture, or the selected row's, to the favourites, or removes it.
    static var toggleFavourite: WindowShortcut {
        .pictures(localized("Add to or Remove from Favourites"), ["<Control>d"], "win.toggle-favourite")
    }
}
