import CAdw
import CGtk

extension MainWindow {
    /// Shows the filter button, the gallery toggle and the window's subtitle while the Pictures
    /// page, which they filter and lay out, shows; hides them on the other pages, which no
    /// filter applies to. (The filter bar is part of the Pictures page itself.)
    func showFiltersForVisibleView() {
        let onPictures = views.visible == .pictures
        gtk_widget_set_visible(header.filters.widget, onPictures ? 1 : 0)
        gtk_widget_set_visible(header.galleryToggle, onPictures ? 1 : 0)
        views.subtitle = onPictures ? header.filters.model.summary : nil
    }

    /// Opens the filters popover with the focus in the breed search (Ctrl+F), on the Pictures
    /// page while the viewer does not cover it (the filter button is insensitive then, as the
    /// view switcher is).
    func openFilters() {
        guard views.visible == .pictures, viewer.visiblePage != .viewer else { return }
        header.filters.openPopover()
    }
}
