import CGtk
import Kittens

/// The strip over a page of an account outbox's records that says why changes wait
/// (`OutboxStatus`), with a button to the key's settings when the key is what is wrong. Its
/// widgets come from the page's `.ui` file.
@MainActor
struct OutboxStatusStrip {
    /// The `GtkRevealer` that holds the strip.
    let revealer: UnsafeMutablePointer<GtkWidget>
    /// The `GtkLabel` of the words.
    let text: UnsafeMutablePointer<GtkWidget>
    /// The button to where the key is set (`Toasts.keyButton`'s action).
    let keyButton: UnsafeMutablePointer<GtkWidget>

    /// Shows `status`, or hides the strip when it is nil.
    func render(_ status: OutboxStatus?) {
        if let status { gtk_label_set_text(kittens_label(text), status.text) }
        gtk_widget_set_visible(keyButton, status?.isAboutTheKey == true ? 1 : 0)
        gtk_revealer_set_reveal_child(kittens_revealer(revealer), status == nil ? 0 : 1)
    }

    /// The words of the strip while it shows, else nil.
    var shown: String? {
        guard gtk_revealer_get_reveal_child(kittens_revealer(revealer)) != 0 else { return nil }
        return gtk_label_get_text(kittens_label(text)).map { String(cString: $0) }
    }
}
