import CGtk
import GLibRuntime
import Kittens

/// A minimal window titled "Kittens" that shows how many kittens are loaded; the full GTK
/// KittenView replaces it.
@MainActor
final class KittenWindowHost: KittenView {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let status: OpaquePointer
    var onEvent: ((KittenEvent) -> Void)?
    var onDestroy: (() -> Void)?

    init(application: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(application)
        gtk_window_set_title(kittens_window(window), "Kittens")
        gtk_window_set_default_size(kittens_window(window), 720, 560)
        status = OpaquePointer(gtk_label_new("Loading kittens…"))
        gtk_window_set_child(kittens_window(window), kittens_widget(status.gpointer))
        Signal.connect(window, "destroy") { [weak self] in self?.onDestroy?() }
    }

    func present() { gtk_window_present(kittens_window(window)) }

    func render(_ model: KittenModel) {
        let text: String
        if let error = model.errorMessage {
            text = error
        } else if model.isLoading {
            text = "Loading kittens…"
        } else {
            text = "\(model.rows.count) kittens"
        }
        gtk_label_set_text(kittens_label(status.gpointer), text)
    }

    func perform(_ effect: KittenViewEffect) {}
}
