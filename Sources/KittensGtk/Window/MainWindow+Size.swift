import CGtk

extension MainWindow {
    /// The window's size when not maximized (its default size, which GTK keeps up to date as
    /// the user resizes the window) and whether it is maximized: what to remember when it closes.
    public var size: WindowSize {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return WindowSize(width: Int(width), height: Int(height), maximized: gtk_window_is_maximized(window) != 0)
    }

    /// Opens the window at `size` instead of its default one, at least `WindowSize.minimumWidth`
    /// wide; call before `present()`.
    public func restore(_ size: WindowSize) {
        gtk_window_set_default_size(window, Int32(max(size.width, WindowSize.minimumWidth)), Int32(size.height))
        if size.maximized { gtk_window_maximize(window) }
    }
}
