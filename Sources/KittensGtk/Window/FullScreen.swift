import CGLib
import CGtk
import GLibRuntime
import Localization

extension WindowShortcut {
    /// F11: the window fills the screen, or leaves it.
    static var fullScreen: WindowShortcut { .general(localized("Full Screen"), ["F11"], "win.fullscreen") }
}

/// The window in full screen: F11 (`win.fullscreen`, also the viewer's button) enters and
/// leaves it, Escape leaves it (in the viewer, before going back to the list). Meanwhile the
/// header bar hides, and shows again for `headerShownFor` each time the pointer moves.
@MainActor
final class FullScreen {
    /// How long the header bar shows after the pointer moved, in full screen.
    static let headerShownFor: UInt32 = 2_000

    private let window: UnsafeMutablePointer<GtkWindow>
    private let header: UnsafeMutablePointer<GtkWidget>
    private var hideTimer: guint = 0
    /// Whether the window fills the screen, as the window manager last said.
    private(set) var isOn = false
    /// Runs when the window enters or leaves full screen.
    var onChange: (() -> Void)?

    init(window: UnsafeMutablePointer<GtkWindow>, header: UnsafeMutablePointer<GtkWidget>, keys: WindowShortcuts) {
        self.window = window
        self.header = header
        keys.install(.fullScreen) { [weak self] in self?.toggle() }
        Signal.connect(window, .notify("fullscreened")) { [weak self, window] in
            self?.windowFullScreenChanged(gtk_window_is_fullscreen(window) != 0)
        }
        if let motion = gtk_event_controller_motion_new() {
            Signal.connect(GObjectPointer<Gtk.EventControllerMotion>(motion.gpointer), .motion) { [weak self] _, _ in
                self?.pointerMoved()
            }
            gtk_widget_add_controller(kittens_widget(window), motion)
        }
    }

    isolated deinit { stopTimer() }

    func toggle() {
        if isOn { gtk_window_unfullscreen(window) } else { gtk_window_fullscreen(window) }
    }

    /// Leaves full screen; false when the window was not in it.
    func leave() -> Bool {
        guard isOn else { return false }
        gtk_window_unfullscreen(window)
        return true
    }

    /// The window manager put the window in full screen (`isOn`) or out of it: the header bar
    /// hides, or shows for good. (A test without a window manager says so itself.)
    func windowFullScreenChanged(_ isOn: Bool) {
        self.isOn = isOn
        stopTimer()
        gtk_widget_set_visible(header, isOn ? 0 : 1)
        onChange?()
    }

    /// In full screen the pointer moved: the header bar shows for a while.
    func pointerMoved() {
        guard isOn else { return }
        gtk_widget_set_visible(header, 1)
        stopTimer()
        hideTimer = Idle.after(milliseconds: Self.headerShownFor) { [weak self] in
            guard let self else { return }
            self.hideTimer = 0
            if self.isOn { gtk_widget_set_visible(self.header, 0) }
        }
    }

    private func stopTimer() {
        if hideTimer != 0 { g_source_remove(hideTimer) }
        hideTimer = 0
    }
}
