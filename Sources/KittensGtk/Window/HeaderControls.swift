import CAdw
import CGtk
import GLibRuntime
import Kittens

/// The header bar (`AdwHeaderBar`): a Refresh button bound to `win.refresh`, the gallery
/// toggle (pressed while the pictures show as a gallery), the filter button (`FilterControls`,
/// whose bar goes over the Pictures page), the view switcher in the middle (`setTitle`), a
/// spinner while loading and, at the end, the primary menu.
@MainActor
final class HeaderControls {
    let headerBar: UnsafeMutablePointer<GtkWidget>
    let refreshButton: UnsafeMutablePointer<GtkWidget>
    let galleryToggle: UnsafeMutablePointer<GtkWidget>
    /// The user pressed or released the gallery toggle: the layout asked for. Never called for
    /// what `showLayout` set.
    var onLayoutChosen: ((ListingLayout) -> Void)?
    private var isRendering = false
    let spinner: UnsafeMutablePointer<GtkWidget>
    let menu: PrimaryMenu
    let filters = FilterControls()

    /// The layout lives in data/ui/header-bar.ui; the filters are added after Refresh.
    private let layout = UIBuilder("header-bar.ui")

    init() {
        refreshButton = layout.widget("refresh-button")
        galleryToggle = layout.widget("gallery-toggle")
        spinner = layout.widget("spinner")
        headerBar = layout.widget("header-bar")
        menu = PrimaryMenu(button: layout.widget("primary-menu-button"), model: layout.object("primary-menu-model"))
        adw_header_bar_pack_start(kittens_adw_header_bar(headerBar), filters.widget)
        Signal.connect(galleryToggle, .notify("active")) { [weak self] in
            guard let self, !self.isRendering else { return }
            self.onLayoutChosen?(gtk_toggle_button_get_active(kittens_toggle_button(self.galleryToggle)) != 0 ? .gallery : .list)
        }
    }

    /// Presses the gallery toggle for the gallery, releases it for the list.
    func showLayout(_ layout: ListingLayout) {
        let active: gboolean = layout == .gallery ? 1 : 0
        guard gtk_toggle_button_get_active(kittens_toggle_button(galleryToggle)) != active else { return }
        isRendering = true
        defer { isRendering = false }
        gtk_toggle_button_set_active(kittens_toggle_button(galleryToggle), active)
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
