import CAdw
import CGtk
import GLibRuntime

/// One-off notices as libadwaita toasts (`AdwToastOverlay`) over the window's content: "Picture
/// copied", "Saved as …", or why a save or copy failed. A toast goes away on its own; a newer
/// one replaces an older one with the same text. A toast may have a button bound to a window
/// action, such as Undo after something was removed.
@MainActor
final class Toasts {
    /// The `AdwToastOverlay`; its child is the content the toasts float over.
    let overlay: UnsafeMutablePointer<GtkWidget>
    /// The last toast shown, nil before any, for the tests that check what the user read.
    private var last: (text: String, isFailure: Bool, buttonAction: String?)?

    /// The overlay's children as a list model (`gtk_widget_observe_children`), watched for the
    /// toasts libadwaita adds as it shows them.
    private let children: GObjectRef<GObject>

    init() {
        overlay = adw_toast_overlay_new()
        gtk_widget_set_vexpand(overlay, 1)
        children = GObjectRef(owning: gtk_widget_observe_children(overlay))
        Signal.connect(GObjectPointer<GIO.ListModel>(children), .itemsChanged) { [overlay] _, _, added in
            if added > 0 { Self.wrapTitles(in: overlay) }
        }
    }

    /// Lets the titles of the toasts shown wrap onto a second line instead of ending in "…":
    /// libadwaita 1.2 ellipsizes them, and in a narrow window even a short notice lost its end.
    /// Our notices are written to fit on one line at 360 pixels in English; this keeps longer
    /// translations readable. Only labels of libadwaita's toast widgets are touched.
    private static func wrapTitles(in overlay: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(overlay)
        while let toast = child {
            if String(cString: kittens_type_name(toast)) == "AdwToastWidget" {
                wrapLabels(under: toast)
            }
            child = gtk_widget_get_next_sibling(toast)
        }
    }

    private static func wrapLabels(under widget: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if kittens_is_label(current) != 0 {
                let label = kittens_label(current)
                gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_NONE)
                gtk_label_set_wrap(label, 1)
                gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
                // A wrapping label asks for a narrow natural width of its own: measured as one
                // line (up to 80 characters), a title that fits stays on one line.
                gtk_label_set_max_width_chars(label, 80)
                gtk_label_set_natural_wrap_mode(label, GTK_NATURAL_WRAP_NONE)
            } else if kittens_is_button(current) == 0 {
                wrapLabels(under: current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Puts `child` under the toasts.
    func setChild(_ child: UnsafeMutablePointer<GtkWidget>) {
        adw_toast_overlay_set_child(kittens_adw_toast_overlay(overlay), child)
    }

    /// Shows `text` as a toast, for a few seconds, or longer when `isFailure` (the user may need
    /// time to read why). `button` adds a button that activates the window action `action`.
    func show(_ text: String, isFailure: Bool = false, button: (label: String, action: String)? = nil) {
        guard let toast = adw_toast_new(Markup.escaped(text)) else { return }
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_action_name(toast, button.action)
        }
        adw_toast_set_timeout(toast, isFailure ? 10 : 4)
        adw_toast_set_priority(toast, isFailure ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL)
        // The overlay takes this reference (transfer full).
        adw_toast_overlay_add_toast(kittens_adw_toast_overlay(overlay), toast)
        last = (text, isFailure, button?.action)
    }

    /// The text of the last toast shown, nil before any.
    var lastText: String? { last?.text }

    /// The text of the last toast when it told of a failure, else nil.
    var lastFailure: String? { last.flatMap { $0.isFailure ? $0.text : nil } }

    /// The window action of the last toast's button, nil when it had none.
    var lastButtonAction: String? { last?.buttonAction }
}
