import Localization

extension WindowShortcut {
    /// Ctrl+comma: opens Preferences (the primary menu has it too).
    static var openPreferences: WindowShortcut { .general(localized("Preferences"), ["<Control>comma"], "win.preferences") }
}
