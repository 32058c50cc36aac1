import CAdw
import CGtk
import GLibRuntime
import Kittens
import Localization

/// The views the window browses, in an `AdwViewStack`: "Pictures" (the listing) and the pages
/// other features add (`Page`), switched by an `AdwViewSwitcherTitle` in the header bar, or,
/// when the window is too narrow for it there (the title shows instead), by an
/// `AdwViewSwitcherBar` at the bottom.
@MainActor
final class BrowseViews {
    /// A view's name in the stack.
    struct View: RawRepresentable, Hashable {
        let rawValue: String

        /// The listing's.
        static let pictures = View(rawValue: "pictures")
    }

    /// A page another feature adds: its switcher entry at once, its widget when first needed
    /// (`build`), which fills the page's place (`fill`), so that start-up does not pay for it.
    struct Page {
        let view: View
        /// The switcher's label, translated.
        let title: String
        let iconName: String
        /// Makes the page's widget and puts it in its place (`fill`).
        let build: @MainActor () -> Void
        /// The row selected on the page, which Copy Address, Open in Browser and the picture
        /// actions act on; nil before the page is built.
        let selectedRow: @MainActor () -> PictureRow?
    }

    /// The `AdwViewStack`.
    let stack: UnsafeMutablePointer<GtkWidget>
    /// The `AdwViewSwitcherTitle` over `stack`, for the header bar's title.
    let switcherTitle: UnsafeMutablePointer<GtkWidget>
    /// The `AdwViewSwitcherBar` under `stack`, revealed while the title shows no switcher.
    let switcherBar: UnsafeMutablePointer<GtkWidget>
    /// `stack` over `switcherBar`: what the window shows.
    let widget: UnsafeMutablePointer<GtkWidget>

    /// The pages added (`add`), each with the place its widget goes into, an `AdwBin`, and
    /// whether it has been filled.
    private var pages: [View: (page: Page, place: UnsafeMutablePointer<GtkWidget>, isFilled: Bool)] = [:]
    /// Each switcher icon's page title, for assistive technology.
    private var iconNames = ["image-x-generic-symbolic": localized("Pictures")]

    /// The stack, the switchers and the box live in data/ui/browse-views.ui.
    private let layout = UIBuilder("browse-views.ui")

    init(pictures: UnsafeMutablePointer<GtkWidget>) {
        stack = layout.widget("stack")
        switcherTitle = layout.widget("switcher-title")
        switcherBar = layout.widget("switcher-bar")
        widget = layout.widget("views")
        let views = kittens_adw_view_stack(stack)
        adw_view_stack_add_titled_with_icon(views, pictures, View.pictures.rawValue, localized("Pictures"), "image-x-generic-symbolic")
        adw_view_stack_set_visible_child_name(views, View.pictures.rawValue)
        Signal.connect(stack, .notify("visible-child-name")) { [weak self] in
            guard let self else { return }
            if let visible = self.visible { self.build(visible) }
            self.onVisibleChanged?()
        }
        nameIcons()
    }

    /// Adds `page` after the others, empty until it is built.
    func add(_ page: Page) {
        let place: UnsafeMutablePointer<GtkWidget> = adw_bin_new()
        pages[page.view] = (page, place, false)
        iconNames[page.iconName] = page.title
        adw_view_stack_add_titled_with_icon(kittens_adw_view_stack(stack), place, page.view.rawValue, page.title, page.iconName)
        nameIcons()
    }

    /// Builds `view`'s page if it is not built yet.
    func build(_ view: View) {
        guard let entry = pages[view], !entry.isFilled else { return }
        entry.page.build()
    }

    /// The row selected on `view`'s page, if it is an added page.
    func selectedRow(on view: View) -> PictureRow? {
        pages[view]?.page.selectedRow()
    }

    /// Builds every page not built yet.
    func buildAll() {
        for view in pages.keys { build(view) }
    }

    /// Puts `widget`, `view`'s page, in its place.
    func fill(_ view: View, with widget: UnsafeMutablePointer<GtkWidget>) {
        guard let entry = pages[view], !entry.isFilled else { return }
        pages[view]?.isFilled = true
        adw_bin_set_child(kittens_adw_bin(entry.place), widget)
    }

    private func nameIcons() {
        for switcher in [switcherTitle, switcherBar] { Self.nameIcons(in: switcher, iconNames) }
    }

    /// Names the switcher buttons' icons (images libadwaita 1.2 leaves unnamed to assistive
    /// technology) after their pages, by icon name.
    private static func nameIcons(in widget: UnsafeMutablePointer<GtkWidget>, _ names: [String: String]) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if kittens_is_image(current) != 0, let icon = gtk_image_get_icon_name(kittens_image(current)),
               let name = names[String(cString: icon)] {
                kittens_set_accessible_label(current, name)
            }
            nameIcons(in: current, names)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The line under the window's title (the filters in use), shown where the title shows
    /// instead of the switcher; nil for none.
    var subtitle: String? {
        get {
            adw_view_switcher_title_get_subtitle(kittens_adw_view_switcher_title(switcherTitle))
                .map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        set {
            guard newValue != subtitle else { return }
            adw_view_switcher_title_set_subtitle(kittens_adw_view_switcher_title(switcherTitle), newValue)
        }
    }

    /// Called when another view shows.
    var onVisibleChanged: (() -> Void)?

    /// The view shown.
    var visible: View? {
        adw_view_stack_get_visible_child_name(kittens_adw_view_stack(stack)).flatMap { View(rawValue: String(cString: $0)) }
    }

    /// Shows `view`, as the switcher does.
    func show(_ view: View) {
        adw_view_stack_set_visible_child_name(kittens_adw_view_stack(stack), view.rawValue)
    }

    /// Whether the switchers can be used; not while the picture viewer covers the views, where
    /// switching would change a hidden page.
    var isSwitchable: Bool {
        get { gtk_widget_get_sensitive(switcherTitle) != 0 }
        set {
            for switcher in [switcherTitle, switcherBar] { gtk_widget_set_sensitive(switcher, newValue ? 1 : 0) }
        }
    }
}
