import CGtk
import GLibRuntime
import Localization

/// An error strip at the top of the content: a revealer holding the message and a Retry button,
/// for an error over a list that still shows (libadwaita 1.2 has no `AdwBanner`). It slides in
/// over nothing: what is below stays. The strip's padding keeps the text off its edges. The
/// strip has the accessible role alert and the message as its label.
@MainActor
final class ErrorBanner {
    let revealer: UnsafeMutablePointer<GtkWidget>
    /// The strip inside the revealer: the accessible alert.
    let alert: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let button: UnsafeMutablePointer<GtkWidget>
    /// Runs when the button is pressed.
    var onButton: (() -> Void)?

    /// A hidden banner whose Retry button calls `onButton`.
    init() {
        button = gtk_button_new_with_label(localized("Retry"))!
        kittens_set_accessible_label(button, localized("Retry loading"))
        label = gtk_label_new(nil)
        gtk_label_set_wrap(kittens_label(label), 1)
        gtk_label_set_xalign(kittens_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)

        // The strip is tinted edge to edge; the row inside it is inset, so the text and the
        // button keep clear of the strip's edges.
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        setMargins(row, horizontal: 12, vertical: 6)
        gtk_box_append(kittens_box(row), label)
        gtk_box_append(kittens_box(row), button)
        // An alert, named by its message (`show`): assistive technology reads it out when it
        // shows. Named before there is one, as GTK would name it after its type otherwise.
        let strip = kittens_box_new_with_role(GTK_ORIENTATION_HORIZONTAL, 0, GTK_ACCESSIBLE_ROLE_ALERT)
        kittens_set_accessible_label(strip, localized("Error"))
        gtk_widget_add_css_class(strip, "banner")
        gtk_widget_add_css_class(strip, "error")
        gtk_widget_set_hexpand(row, 1)
        gtk_box_append(kittens_box(strip), row)

        revealer = gtk_revealer_new()
        gtk_revealer_set_transition_type(kittens_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_child(kittens_revealer(revealer), strip)
        alert = strip
        gtk_revealer_set_reveal_child(kittens_revealer(revealer), 0)

        Signal.onClicked(kittens_button(button)) { [weak self] in self?.onButton?() }
    }

    /// Reveals the banner with `message`, or hides it for nil. The old text stays while it hides.
    func show(_ message: String?) {
        if let message {
            gtk_label_set_text(kittens_label(label), message)
            kittens_set_accessible_label(alert, message)
        }
        let reveal: gboolean = message == nil ? 0 : 1
        if gtk_revealer_get_reveal_child(kittens_revealer(revealer)) != reveal {
            gtk_revealer_set_reveal_child(kittens_revealer(revealer), reveal)
        }
    }

    /// The text shown, nil when hidden.
    var message: String? {
        guard gtk_revealer_get_reveal_child(kittens_revealer(revealer)) != 0 else { return nil }
        return String(cString: gtk_label_get_text(kittens_label(label)))
    }
}
