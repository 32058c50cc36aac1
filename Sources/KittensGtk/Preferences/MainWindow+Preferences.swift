extension MainWindow {
    /// Runs when the user asks for Preferences (Ctrl+comma, `win.preferences`, the primary menu,
    /// a notice's button); the app opens the Preferences window over this one.
    public var onOpenPreferences: (() -> Void)? {
        get { part(OpenedByShortcut<PreferencesWindow>.self).open }
        set { part(OpenedByShortcut<PreferencesWindow>.self).open = newValue }
    }
}

extension PreferencesWindow: ShortcutOpened {
    static var shortcut: WindowShortcut { .openPreferences }
}
