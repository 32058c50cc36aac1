import CAdw
import CGtk
import GLibRuntime
import Kittens
import KittensSupport
import Localization

/// The About window (`AdwAboutWindow`): name, version (`KittensVersion`, from data/VERSION as
/// meson's), license and credits, TheCatAPI's among them; no website until the project has one. Modal over the window;
/// closing it hides it, and it is destroyed with this object.
@MainActor
final class AboutDialog {
    static let applicationID = "org.kittensforlinux.Kittens"

    private let reference: GObjectRef<GtkWindow>

    var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// The `AdwAboutWindow`, for reading back what it shows.
    var about: OpaquePointer { kittens_adw_about_window(window) }

    init(parent: UnsafeMutablePointer<GtkWindow>) {
        let widget = adw_about_window_new()!
        reference = GObjectRef(retaining: kittens_window(widget))
        let about = kittens_adw_about_window(widget)
        adw_about_window_set_application_name(about, localized("Kittens"))
        adw_about_window_set_version(about, KittensVersion.current)
        adw_about_window_set_comments(about, Markup.escaped(localized("Browse cat pictures from TheCatAPI.")))
        adw_about_window_set_application_icon(about, Self.applicationID)
        adw_about_window_set_developer_name(about, localized("The Kittens for Linux developers"))
        adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
        adw_about_window_set_copyright(about, Markup.escaped(localized("© 2026 The Kittens for Linux developers")))
        withCStringArray([localized("The Kittens for Linux developers")]) {
            adw_about_window_set_developers(about, UnsafeMutablePointer(mutating: $0))
        }
        // libadwaita shows no translator credits while this is untranslated.
        adw_about_window_set_translator_credits(about, localized("translator-credits"))
        withCStringArray(["TheCatAPI https://thecatapi.com"]) {
            adw_about_window_add_credit_section(about, Markup.escaped(localized("Pictures and API")), UnsafeMutablePointer(mutating: $0))
        }
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_hide_on_close(window, 1)
    }

    isolated deinit {
        gtk_window_destroy(window)
    }

    func present() { gtk_window_present(window) }

    var isVisible: Bool { gtk_widget_get_visible(kittens_widget(window)) != 0 }
}
