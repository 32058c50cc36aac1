extension MainWindow {
    /// Runs when the user asks for the Store Inspector (F12, `win.inspector`, the primary menu).
    public var onOpenInspector: (() -> Void)? {
        get { features.openStoreInspector }
        set { features.openStoreInspector = newValue }
    }
}
