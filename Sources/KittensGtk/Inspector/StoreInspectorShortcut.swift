import Localization

extension WindowShortcut {
    /// F12: opens the Store Inspector.
    static var openStoreInspector: WindowShortcut { .general(localized("Store Inspector"), ["F12"], "win.inspector") }
}
