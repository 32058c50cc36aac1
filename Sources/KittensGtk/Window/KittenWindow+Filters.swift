import CAdw
import CGtk

extension KittenWindow {
    /// Shows the filter button and the window's subtitle on the Pictures page, which they
    /// filter (as the filter bar, which is part of it), and hides them on the Favourites page.
    func showFiltersForVisibleView() {
        let onPictures = views.visible != .favourites
        gtk_widget_set_visible(header.filters.widget, onPictures ? 1 : 0)
        views.subtitle = onPictures ? header.filters.model.summary : nil
    }

    /// Opens the filters popover with the focus in the breed search (Ctrl+F), on the Pictures
    /// page while the viewer does not cover it (the filter button is insensitive then, as the
    /// view switcher is).
    func openFilters() {
        guard views.visible != .favourites, viewer.visiblePage != .viewer else { return }
        header.filters.openPopover()
    }
}
