extension MainWindow {
    /// Runs when the user asks for the Store Inspector (F12, `win.inspector`, the primary menu).
    public var onOpenInspector: (() -> Void)? {
        get { part(OpenedByShortcut<StoreInspectorWindow>.self).open }
        set { part(OpenedByShortcut<StoreInspectorWindow>.self).open = newValue }
    }
}

extension StoreInspectorWindow: ShortcutOpened {
    static var shortcut: WindowShortcut { .openStoreInspector }
}
