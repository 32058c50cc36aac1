import CGtk
import GLibRuntime
import Localization

/// A strip above the list or the viewer saying in words why saving or copying a picture
/// failed, with a button that dismisses it. Styled as the error banner.
@MainActor
final class ViewerNotice {
    let revealer: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let dismissButton: UnsafeMutablePointer<GtkWidget>

    init() {
        label = gtk_label_new(nil)
        gtk_label_set_wrap(kittens_label(label), 1)
        gtk_label_set_xalign(kittens_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        dismissButton = gtk_button_new_from_icon_name("window-close-symbolic")
        gtk_widget_set_valign(dismissButton, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(dismissButton, localized("Dismiss"))
        kittens_set_accessible_label(dismissButton, localized("Dismiss"))

        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(box, "banner")
        gtk_widget_add_css_class(box, "error")
        setMargins(box, horizontal: 12, vertical: 6)
        gtk_box_append(kittens_box(box), label)
        gtk_box_append(kittens_box(box), dismissButton)

        revealer = gtk_revealer_new()
        gtk_revealer_set_transition_type(kittens_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_child(kittens_revealer(revealer), box)
        gtk_revealer_set_reveal_child(kittens_revealer(revealer), 0)
        Signal.onClicked(dismissButton) { [weak self] in self?.show(nil) }
    }

    /// Reveals `message`, or hides the strip for nil.
    func show(_ message: String?) {
        if let message { gtk_label_set_text(kittens_label(label), message) }
        gtk_revealer_set_reveal_child(kittens_revealer(revealer), message == nil ? 0 : 1)
    }

    /// The text shown, nil when hidden.
    var message: String? {
        guard gtk_revealer_get_reveal_child(kittens_revealer(revealer)) != 0 else { return nil }
        return String(cString: gtk_label_get_text(kittens_label(label)))
    }
}
