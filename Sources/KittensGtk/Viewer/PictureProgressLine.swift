import CGtk

/// A line above the list or the viewer saying what a Save or Copy waits for, with a spinner,
/// or how it ended, without one. Hidden when it has nothing to say.
@MainActor
final class PictureProgressLine {
    let widget: UnsafeMutablePointer<GtkWidget>
    let spinner: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        spinner = gtk_spinner_new()
        label = gtk_label_new(nil)
        gtk_label_set_xalign(kittens_label(label), 0)
        gtk_label_set_ellipsize(kittens_label(label), PANGO_ELLIPSIZE_MIDDLE)
        setMargins(widget, horizontal: 12, vertical: 6)
        gtk_box_append(kittens_box(widget), spinner)
        gtk_box_append(kittens_box(widget), label)
        gtk_widget_set_visible(widget, 0)
    }

    /// Shows `text`, with the spinner turning when `isBusy`; nil hides the line.
    func show(_ text: String?, isBusy: Bool) {
        gtk_label_set_text(kittens_label(label), text ?? "")
        gtk_spinner_set_spinning(kittens_spinner(spinner), isBusy && text != nil ? 1 : 0)
        gtk_widget_set_visible(spinner, isBusy ? 1 : 0)
        gtk_widget_set_visible(widget, text == nil ? 0 : 1)
    }

    /// The text shown; nil when the line is hidden.
    var text: String? {
        guard gtk_widget_get_visible(widget) != 0, let text = gtk_label_get_text(kittens_label(label)) else { return nil }
        return String(cString: text)
    }

    var isBusy: Bool { gtk_widget_get_visible(spinner) != 0 && gtk_spinner_get_spinning(kittens_spinner(spinner)) != 0 }
}
