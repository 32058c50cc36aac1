import CAdw
import CGtk
import GLibRuntime

/// Keeps the window's `.kittens-frame` style class while libadwaita's high-contrast style is
/// off. With it, data/kittens.css draws the frame GTK gives a window where no compositor draws
/// one (X11 without compositing: `.solid-csd`) with a border, an outline and a ring around its
/// contents, pixel for pixel as libadwaita draws it with three inset box-shadows. GTK's
/// GL renderer shades an inset shadow over every pixel of the window, three times each frame:
/// with software GL (llvmpipe) that was about 30 ms of CPU a frame, whatever the frame changed.
/// The high-contrast frame, in other colours, stays libadwaita's own.
@MainActor
final class WindowFrame {
    static let styleClass = "kittens-frame"
    private let window: UnsafeMutablePointer<GtkWidget>
    private let styleManager = GObjectPointer<Adw.StyleManager>(adw_style_manager_get_default())
    private var handler: SignalHandlerID?

    /// Follows the style for `window`, which must outlive this object.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        update()
        handler = Signal.connect(styleManager, .notify("high-contrast")) { [weak self] in self?.update() }
    }

    private func update() {
        if adw_style_manager_get_high_contrast(OpaquePointer(styleManager.gpointer)) != 0 {
            gtk_widget_remove_css_class(window, Self.styleClass)
        } else {
            gtk_widget_add_css_class(window, Self.styleClass)
        }
    }

    isolated deinit {
        if let handler { Signal.disconnect(styleManager, handler) }
    }
}
