import CAdw
import CGtk
import Localization

/// The header bar (`AdwHeaderBar`): a Refresh button bound to `win.refresh`, the filters
/// (`FilterControls`), the view switcher in the middle (`setTitle`), a spinner while loading
/// and, at the end, the primary menu.
@MainActor
final class HeaderControls {
    let headerBar: UnsafeMutablePointer<GtkWidget>
    let refreshButton: UnsafeMutablePointer<GtkWidget>
    let spinner: UnsafeMutablePointer<GtkWidget>
    let menu = PrimaryMenu()
    let filters = FilterControls()

    init() {
        refreshButton = gtk_button_new_from_icon_name("view-refresh-symbolic")
        gtk_widget_set_tooltip_text(refreshButton, localized("Refresh (F5)"))
        gtk_actionable_set_action_name(kittens_actionable(refreshButton), "win.refresh")
        kittens_set_accessible_label(refreshButton, localized("Refresh"))

        // Always shown: a spinner that does not spin draws nothing. Showing and hiding it
        // instead resizes the header bar while GTK 4.8 may be drawing the first frame, which
        // warns "Trying to snapshot GtkHeaderBar without a current allocation".
        // An indeterminate progress bar to assistive technology, busy while it spins.
        spinner = kittens_widget_new_with_role(gtk_spinner_get_type(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
        kittens_set_accessible_label(spinner, localized("Loading"))

        headerBar = adw_header_bar_new()
        let bar = kittens_adw_header_bar(headerBar)
        adw_header_bar_pack_start(bar, refreshButton)
        adw_header_bar_pack_start(bar, filters.widget)
        adw_header_bar_pack_end(bar, menu.button)
        adw_header_bar_pack_end(bar, spinner)
    }

    /// Puts `widget` (the view switcher) in the middle of the header bar.
    func setTitle(_ widget: UnsafeMutablePointer<GtkWidget>) {
        adw_header_bar_set_title_widget(kittens_adw_header_bar(headerBar), widget)
    }

    func showLoading(_ isLoading: Bool) {
        let value: gboolean = isLoading ? 1 : 0
        guard gtk_spinner_get_spinning(kittens_spinner(spinner)) != value else { return }
        gtk_spinner_set_spinning(kittens_spinner(spinner), value)
        kittens_set_accessible_busy(spinner, value)
    }
}
