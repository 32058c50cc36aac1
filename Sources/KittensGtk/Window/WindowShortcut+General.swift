import Localization

/// The window's own shortcuts: help, the Keyboard Shortcuts, the main menu, closing, quitting.
extension WindowShortcut {
    /// F1: the manual.
    static var help: WindowShortcut { .general(localized("Help"), ["F1"], "win.help") }
    /// Ctrl+?: the Keyboard Shortcuts window.
    static var keyboardShortcuts: WindowShortcut { .general(localized("Keyboard Shortcuts"), ["<Control>question"], "win.show-help-overlay") }
    /// F10: the main menu, which its `GtkMenuButton` opens itself.
    static var mainMenu: WindowShortcut { .general(localized("Main Menu"), ["F10"], nil) }
    static var closeWindow: WindowShortcut { .general(localized("Close Window"), ["<Control>w"], "win.close") }
    /// Ctrl+Q: quits (the application's action, `installApplicationActions`).
    static var quit: WindowShortcut { .general(localized("Quit"), ["<Control>q"], "app.quit") }
}
