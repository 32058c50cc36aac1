import CAdw
import CGtk
import GLibRuntime
import Kittens

/// What fills the window under the banner: the list, or an `AdwStatusPage` in its place: one
/// with a large spinner for the first load, one with the model's title and hint when there is
/// nothing to show (nothing loaded yet, the load failed, or nothing matches the filters, each
/// with its icon; the last with Clear filters). A `GtkStack` with the children
/// named by `Page`. Under the list, once a listing of known size is all loaded, a line says so
/// (`ListingModel.endOfList`).
@MainActor
final class ContentStack {
    enum Page: String {
        case list, loading, empty
    }

    let stack: UnsafeMutablePointer<GtkWidget>
    /// The Pictures page: `stack`, under what `init` puts over it.
    let page: UnsafeMutablePointer<GtkWidget>

    /// Its widgets in data/ui/content-stack.ui; a case's raw value is the widget's id.
    /// - `loadingPage`: The first load's status page, holding `bigSpinner`.
    /// - `emptyPage`: The status page for an empty list: the model's title and hint.
    /// - `endOfListLabel`: "That's all 67 kittens" under the list; hidden while there is more, or
    ///   no total.
    /// - `clearFiltersButton`: On the empty page while nothing matches the filters.
    enum Part: String, CaseIterable {
        case loadingPage = "loading-page", bigSpinner = "big-spinner", emptyPage = "empty-page"
        case endOfListLabel = "end-of-list", clearFiltersButton = "clear-filters-button"
    }

    /// Runs when the user presses Clear filters.
    var onClearFilters: (() -> Void)?

    /// The layout lives in data/ui/content-stack.ui; `list` goes first on the list page.
    let parts = UIParts<Part>("content-stack.ui")

    private let list: UnsafeMutablePointer<GtkWidget>

    /// `over` goes over the stack, on every page: the filter bar.
    init(list: UnsafeMutablePointer<GtkWidget>, over: UnsafeMutablePointer<GtkWidget>) {
        self.list = list
        stack = parts.builder.widget("stack")
        page = parts.builder.widget("page")
        gtk_box_prepend(kittens_box(page), over)
        gtk_box_prepend(kittens_box(parts.builder.widget("list-page")), list)
        Signal.connect(kittens_button(parts[.clearFiltersButton]), .clicked) { [weak self] in self?.onClearFilters?() }
    }

    /// Puts the gallery (made when first shown) on the list page, after the list.
    func placeGallery(_ gallery: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_insert_child_after(kittens_box(parts.builder.widget("list-page")), gallery, list)
    }

    func show(_ placeholder: ListingPlaceholder?) {
        let page: Page
        switch placeholder {
        case nil:
            page = .list
        case .loadingFirstPage:
            page = .loading
        case .empty(let title, let hint):
            page = .empty
            showOnEmptyPage(icon: Self.emptyIcon, title: title, hint: hint)
        case .failed(let title, let hint):
            page = .empty
            showOnEmptyPage(icon: Self.failedIcon, title: title, hint: hint)
        case .noMatches(let title, let hint):
            page = .empty
            showOnEmptyPage(icon: Self.noMatchesIcon, title: title, hint: hint)
        }
        var isNoMatches = false
        if case .noMatches = placeholder { isNoMatches = true }
        gtk_widget_set_visible(parts[.clearFiltersButton], isNoMatches ? 1 : 0)
        gtk_spinner_set_spinning(kittens_spinner(parts[.bigSpinner]), page == .loading ? 1 : 0)
        kittens_set_accessible_busy(parts[.bigSpinner], page == .loading ? 1 : 0)
        if visiblePage != page {
            gtk_stack_set_visible_child_name(kittens_stack(stack), page.rawValue)
        }
    }

    /// Shows `text` under the list, or hides the line for nil.
    func showEndOfList(_ text: String?) {
        if let text { gtk_label_set_text(kittens_label(parts[.endOfListLabel]), text) }
        gtk_widget_set_visible(parts[.endOfListLabel], text == nil ? 0 : 1)
    }

    static let emptyIcon = "image-x-generic-symbolic"
    static let failedIcon = "network-error-symbolic"
    static let noMatchesIcon = "system-search-symbolic"

    private func showOnEmptyPage(icon: String, title: String, hint: String) {
        let page = kittens_adw_status_page(parts[.emptyPage])
        adw_status_page_set_icon_name(page, icon)
        adw_status_page_set_title(page, title)
        adw_status_page_set_description(page, Markup.escaped(hint))
        emptyHint = hint
    }

    /// The icon the empty status page shows now: `emptyIcon`, or `failedIcon` after a failure.
    var shownIcon: String { adw_status_page_get_icon_name(kittens_adw_status_page(parts[.emptyPage])).map { String(cString: $0) } ?? "" }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(stack)).flatMap { Page(rawValue: String(cString: $0)) }
    }

    /// The empty status page's title.
    var emptyTitle: String { adw_status_page_get_title(kittens_adw_status_page(parts[.emptyPage])).map { String(cString: $0) } ?? "" }

    /// The empty status page's hint, as the model gave it (the page holds it escaped as markup).
    private(set) var emptyHint = ""
}
