import CGtk
import GLibRuntime
import Kittens
import KittensSupport
import Localization

/// The About dialog: name, version (`KittensVersion`, from data/VERSION as meson's), license,
/// website and credits, TheCatAPI's among them. Modal over the window; closing it hides it, and
/// it is destroyed with this object.
@MainActor
final class AboutDialog {
    static let website = "https://github.com/kittensforlinux/kittens"
    static let applicationID = "org.kittensforlinux.Kittens"

    private let reference: GObjectRef<GtkWindow>

    var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    init(parent: UnsafeMutablePointer<GtkWindow>) {
        let widget = gtk_about_dialog_new()!
        reference = GObjectRef(retaining: kittens_window(widget))
        let about = kittens_about_dialog(widget)
        gtk_about_dialog_set_program_name(about, localized("Kittens"))
        gtk_about_dialog_set_version(about, KittensVersion.current)
        gtk_about_dialog_set_comments(about, localized("Browse cat pictures from TheCatAPI."))
        gtk_about_dialog_set_logo_icon_name(about, Self.applicationID)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_copyright(about, localized("© 2026 The Kittens for Linux developers"))
        gtk_about_dialog_set_website(about, Self.website)
        gtk_about_dialog_set_website_label(about, localized("Website"))
        withCStringArray([localized("The Kittens for Linux developers")]) {
            gtk_about_dialog_set_authors(about, UnsafeMutablePointer(mutating: $0))
        }
        // GTK shows no translator credits while this is untranslated.
        gtk_about_dialog_set_translator_credits(about, localized("translator-credits"))
        withCStringArray(["TheCatAPI https://thecatapi.com"]) {
            gtk_about_dialog_add_credit_section(about, localized("Pictures and API"), UnsafeMutablePointer(mutating: $0))
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
