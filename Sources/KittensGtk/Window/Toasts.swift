import CAdw
import CGtk

/// One-off notices as libadwaita toasts (`AdwToastOverlay`) over the window's content: "Picture
/// copied", "Saved as …", or why a save or copy failed. A toast goes away on its own; a newer
/// one replaces an older one with the same text. A toast may have a button bound to a window
/// action: Undo after a favourite was removed, Preferences when the key was refused.
@MainActor
final class Toasts {
    /// The `AdwToastOverlay`; its child is the content the toasts float over.
    let overlay: UnsafeMutablePointer<GtkWidget>
    /// The last toast shown, nil before any, for the tests that check what the user read.
    private var last: (text: String, isFailure: Bool, buttonAction: String?)?

    init() {
        overlay = adw_toast_overlay_new()
        gtk_widget_set_vexpand(overlay, 1)
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
