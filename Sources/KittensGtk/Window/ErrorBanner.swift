import CGtk
import GLibRuntime
import Localization

/// The error banner at the top of the content: a revealer holding the message and a Retry
/// button. It slides in over nothing: the rows stay below it.
@MainActor
final class ErrorBanner {
    let revealer: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let retryButton: UnsafeMutablePointer<GtkWidget>
    var onRetry: (() -> Void)?

    init() {
        label = gtk_label_new(nil)
        gtk_label_set_wrap(kittens_label(label), 1)
        gtk_label_set_xalign(kittens_label(label), 0)
        gtk_widget_set_hexpand(label, 1)

        retryButton = gtk_button_new_with_label(localized("Retry"))
        gtk_widget_set_valign(retryButton, GTK_ALIGN_CENTER)
        kittens_set_accessible_label(retryButton, localized("Retry loading"))

        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(box, "banner")
        gtk_widget_add_css_class(box, "error")
        setMargins(box, horizontal: 12, vertical: 6)
        gtk_box_append(kittens_box(box), label)
        gtk_box_append(kittens_box(box), retryButton)

        revealer = gtk_revealer_new()
        gtk_revealer_set_transition_type(kittens_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_child(kittens_revealer(revealer), box)
        gtk_revealer_set_reveal_child(kittens_revealer(revealer), 0)

        Signal.onClicked(retryButton) { [weak self] in self?.onRetry?() }
    }

    /// Reveals the banner with `message`, or hides it for nil. The old text stays while it hides.
    func show(_ message: String?) {
        if let message { gtk_label_set_text(kittens_label(label), message) }
        let reveal: gboolean = message == nil ? 0 : 1
        if gtk_revealer_get_reveal_child(kittens_revealer(revealer)) != reveal {
            gtk_revealer_set_reveal_child(kittens_revealer(revealer), reveal)
        }
    }
}
