import CAdw
import CGLib
import CGtk
import GLibRuntime

/// GTK as the window tests need it, once per test process: a display (else the test skips, see
/// `requireDisplay`), `gtk_init` and `adw_init` (libadwaita's widgets and style, as the app's
/// `AdwApplication` has them), animations off (so revealers and stacks settle at once), and
/// the main-loop bridge, so that main-queue work runs while a test waits on `MainContext`.
@MainActor
public enum GtkForTests {
    private static var initialized = false

    /// Initializes GTK for `what` (named in the reason for a skip); a display that is named but
    /// cannot be opened is a failure.
    public static func initialize(for what: String) throws {
        guard !initialized else { return }
        try requireDisplay(for: what)
        guard gtk_init_check() != 0 else {
            throw TestEnvironmentError(description: "gtk_init_check failed: the display in DISPLAY/WAYLAND_DISPLAY cannot be opened")
        }
        adw_init()
        if let settings = gtk_settings_get_default() {
            kittens_set_boolean_property(UnsafeMutableRawPointer(settings), "gtk-enable-animations", 0)
        }
        MainLoopBridge.install()
        initialized = true
    }
}
