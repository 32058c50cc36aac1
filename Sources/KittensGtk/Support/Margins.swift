import CGtk

/// The spacing of the layout lives in code, so the window reads well before any style sheet;
/// CSS adds colours and shapes.
@MainActor
func setMargins(_ widget: UnsafeMutablePointer<GtkWidget>, horizontal: Int32, vertical: Int32) {
    gtk_widget_set_margin_start(widget, horizontal)
    gtk_widget_set_margin_end(widget, horizontal)
    gtk_widget_set_margin_top(widget, vertical)
    gtk_widget_set_margin_bottom(widget, vertical)
}
