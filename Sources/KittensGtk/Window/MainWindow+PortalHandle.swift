import CGtk

extension MainWindow {
    /// The window as a desktop portal's parent (`x11:XID`), so that the portal's dialog stands
    /// over it; empty when there is none to give (not realized, or on Wayland).
    public var portalParentHandle: String {
        let xid = kittens_x11_window_id(kittens_widget(window))
        return xid == 0 ? "" : "x11:" + String(xid, radix: 16)
    }
}
