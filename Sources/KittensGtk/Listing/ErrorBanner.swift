import CGtk
import GLibRuntime

/// An error strip at the top of the content: a revealer holding the message and a Retry button,
/// for an error over a list that still shows (libadwaita 1.2 has no `AdwBanner`). It slides in
/// over nothing: what is below stays. The strip's padding keeps the text off its edges. The
/// strip has the accessible role alert and the message as its label.
@MainActor
final class ErrorBanner {
    /// Runs when the button is pressed.
    var onButton: (() -> Void)?

    /// Its widgets in data/ui/error-banner.ui; a case's raw value is the widget's id.
    /// - `alert`: The strip inside the revealer: the accessible alert.
    enum Part: String, CaseIterable {
        case revealer, alert, label = "message", button = "retry-button"
    }

    let parts = UIParts<Part>("error-banner.ui")

    /// A hidden banner whose Retry button calls `onButton`.
    init() {
        Signal.connect(kittens_button(parts[.button]), .clicked) { [weak self] in self?.onButton?() }
    }

    /// Reveals the banner with `message`, or hides it for nil. The old text stays while it hides.
    func show(_ message: String?) {
        if let message {
            gtk_label_set_text(kittens_label(parts[.label]), message)
            kittens_set_accessible_label(parts[.alert], message)
        }
        let reveal: gboolean = message == nil ? 0 : 1
        if gtk_revealer_get_reveal_child(kittens_revealer(parts[.revealer])) != reveal {
            gtk_revealer_set_reveal_child(kittens_revealer(parts[.revealer]), reveal)
        }
    }

    /// The text shown, nil when hidden.
    var message: String? {
        guard gtk_revealer_get_reveal_child(kittens_revealer(parts[.revealer])) != 0 else { return nil }
        return String(cString: gtk_label_get_text(kittens_label(parts[.label])))
    }
}
