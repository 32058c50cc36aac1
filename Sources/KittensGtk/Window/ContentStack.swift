import CGtk
import Kittens
import Localization

/// What fills the window under the banner: the list, a large spinner for the first load, or
/// the empty state. A `GtkStack` with the children named by `Page`.
@MainActor
final class ContentStack {
    enum Page: String {
        case list, loading, empty
    }

    let stack: UnsafeMutablePointer<GtkWidget>
    let bigSpinner: UnsafeMutablePointer<GtkWidget>
    let emptyTitle: UnsafeMutablePointer<GtkWidget>
    let emptyHint: UnsafeMutablePointer<GtkWidget>

    init(list: UnsafeMutablePointer<GtkWidget>) {
        // An indeterminate progress bar to assistive technology, busy while it spins.
        bigSpinner = kittens_widget_new_with_role(gtk_spinner_get_type(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
        gtk_widget_set_size_request(bigSpinner, 48, 48)
        gtk_widget_set_halign(bigSpinner, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(bigSpinner, GTK_ALIGN_CENTER)
        kittens_set_accessible_label(bigSpinner, localized("Loading kittens"))

        emptyTitle = gtk_label_new(nil)
        gtk_widget_add_css_class(emptyTitle, "title")
        gtk_widget_add_css_class(emptyTitle, "title-2")
        gtk_label_set_wrap(kittens_label(emptyTitle), 1)
        gtk_label_set_justify(kittens_label(emptyTitle), GTK_JUSTIFY_CENTER)
        emptyHint = gtk_label_new(nil)
        gtk_widget_add_css_class(emptyHint, "hint")
        gtk_widget_add_css_class(emptyHint, "dim-label")
        gtk_label_set_wrap(kittens_label(emptyHint), 1)
        gtk_label_set_justify(kittens_label(emptyHint), GTK_JUSTIFY_CENTER)
        let emptyBox = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        gtk_widget_add_css_class(emptyBox, "empty-state")
        gtk_widget_set_halign(emptyBox, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(emptyBox, GTK_ALIGN_CENTER)
        gtk_box_append(kittens_box(emptyBox), emptyTitle)
        gtk_box_append(kittens_box(emptyBox), emptyHint)

        stack = gtk_stack_new()
        gtk_stack_set_transition_type(kittens_stack(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_widget_set_vexpand(stack, 1)
        gtk_stack_add_named(kittens_stack(stack), list, Page.list.rawValue)
        gtk_stack_add_named(kittens_stack(stack), bigSpinner, Page.loading.rawValue)
        gtk_stack_add_named(kittens_stack(stack), emptyBox, Page.empty.rawValue)
        gtk_stack_set_visible_child_name(kittens_stack(stack), Page.list.rawValue)
    }

    func show(_ placeholder: KittenPlaceholder?) {
        let page: Page
        switch placeholder {
        case nil:
            page = .list
        case .loadingFirstPage:
            page = .loading
        case .empty(let title, let hint):
            page = .empty
            gtk_label_set_text(kittens_label(emptyTitle), title)
            gtk_label_set_text(kittens_label(emptyHint), hint)
        }
        gtk_spinner_set_spinning(kittens_spinner(bigSpinner), page == .loading ? 1 : 0)
        kittens_set_accessible_busy(bigSpinner, page == .loading ? 1 : 0)
        if visiblePage != page {
            gtk_stack_set_visible_child_name(kittens_stack(stack), page.rawValue)
        }
    }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(stack)).flatMap { Page(rawValue: String(cString: $0)) }
    }
}
