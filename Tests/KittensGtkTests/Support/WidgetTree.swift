import CGtk

/// Walks a widget tree, to find what a composite widget (a dialog, a shortcuts window) shows.
@MainActor
enum WidgetTree {
    static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        descendants(of: widget).filter { typeName($0) == "GtkLabel" }.compactMap {
            gtk_label_get_text(kittens_label($0)).map { String(cString: $0) }
        }
    }

    /// The widget's name, which is its type name (such as "GtkLabel") unless one was set.
    static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        gtk_widget_get_name(widget).map { String(cString: $0) }
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
