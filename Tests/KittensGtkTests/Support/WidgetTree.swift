import CGtk

/// Walks a widget tree, to find what a composite widget (a dialog, a shortcuts window) shows.
@MainActor
enum WidgetTree {
    /// The texts of the labels under `widget`, depth first, whatever their names.
    static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        descendants(of: widget).filter(isLabel).compactMap {
            gtk_label_get_text(kittens_label($0)).map { String(cString: $0) }
        }
    }

    private static func isLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_label_get_type()) != 0
    }

    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found.append(current)
            found += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }
}
