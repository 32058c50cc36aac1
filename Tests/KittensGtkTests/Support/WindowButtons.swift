import CGLib
import CGtk

/// The buttons at the end of a header bar, as GNOME has them.
@MainActor
enum WindowButtons {
    /// With true, GNOME's window buttons (`:close`, its default decoration layout) rather than
    /// GTK's default without a desktop (minimize, maximize and close), which alone takes a third
    /// of a 360-pixel header bar; with false, GTK's default again.
    static func useGNOMEs(_ gnome: Bool) {
        _ = try? GtkTestEnvironment.start()
        guard let settings = gtk_settings_get_default() else { return }
        if gnome {
            kittens_set_string_property(UnsafeMutableRawPointer(settings), "gtk-decoration-layout", ":close")
        } else {
            gtk_settings_reset_property(settings, "gtk-decoration-layout")
        }
    }
}
