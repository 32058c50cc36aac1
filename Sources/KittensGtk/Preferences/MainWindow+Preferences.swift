extension MainWindow {
    /// Runs when the user asks for Preferences (Ctrl+comma, `win.preferences`, the primary menu,
    /// a notice's button); the app opens the Preferences window over this one.
    public var onOpenPreferences: (() -> Void)? {
        get { features.openPreferences }
        set { features.openPreferences = newValue }
    }
}
