import CGtk
import GLibRuntime
import Localization

/// An error strip at the top of the content: a revealer holding the message and one button. It
/// slides in over nothing: what is below stays. The window's banner retries the failed request
/// (`retrying()`); the picture viewer's says why a save or copy failed and can be dismissed
/// (`dismissible()`). Its box has the accessible role alert and the message as its label.
@MainActor
final class ErrorBanner {
    let revealer: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let button: UnsafeMutablePointer<GtkWidget>
    /// The strip inside the revealer: the accessible alert.
    let alert: UnsafeMutablePointer<GtkWidget>
    /// Runs when the button is pressed.
    var onButton: (() -> Void)?

    /// A banner whose Retry button calls `onButton`.
    static func retrying() -> ErrorBanner {
        let button = gtk_button_new_with_label(localized("Retry"))!
        kittens_set_accessible_label(button, localized("Retry loading"))
        return ErrorBanner(button: button)
    }

    /// A banner whose close button hides it.
    static func dismissible() -> ErrorBanner {
        let button = gtk_button_new_from_icon_name("window-close-symbolic")!
        gtk_widget_set_tooltip_text(button, localized("Dismiss"))
        kittens_set_accessible_label(button, localized("Dismiss"))
        let banner = ErrorBanner(button: button)
        banner.onButton = { [weak banner] in banner?.show(nil) }
        return banner
    }

    private init(button: UnsafeMutablePointer<GtkWidget>) {
        self.button = button
        label = gtk_label_new(nil)
        gtk_label_set_wrap(kittens_label(label), 1)
        gtk_label_set_xalign(kittens_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)

        // An alert, named by its message (`show`): assistive technology reads it out when it
        // shows. Named before there is one, as GTK would name it after its type otherwise.
        let box = kittens_box_new_with_role(GTK_ORIENTATION_HORIZONTAL, 12, GTK_ACCESSIBLE_ROLE_ALERT)
        kittens_set_accessible_label(box, localized("Error"))
        gtk_widget_add_css_class(box, "banner")
        gtk_widget_add_css_class(box, "error")
        setMargins(box, horizontal: 12, vertical: 6)
        gtk_box_append(kittens_box(box), label)
        gtk_box_append(kittens_box(box), button)

        revealer = gtk_revealer_new()
        gtk_revealer_set_transition_type(kittens_revealer(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_child(kittens_revealer(revealer), box)
        alert = box
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
