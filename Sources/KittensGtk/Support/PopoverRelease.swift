import CGLib
import CGtk

/// Unparents a popover made for one use and disposes it at once, so that nothing still holding
/// it (GTK 4.8's tooltip, the accessibility tree) asks its gone surface for the pointer later
/// (see `RowContextMenu`).
@MainActor
func releasePopover(_ popover: UnsafeMutablePointer<GtkWidget>) {
    let object = UnsafeMutableRawPointer(popover)
    g_object_ref(object)
    gtk_widget_unparent(popover)
    g_object_run_dispose(kittens_object(object))
    g_object_unref(object)
}
