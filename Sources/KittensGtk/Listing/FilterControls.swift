import CGLib
import CGtk
import GLibRuntime
import Kittens

/// The Pictures page's filters: in the header bar, a filter button whose popover
/// (`FilterPopover`) is built when it first opens, so that start-up does not pay for it; over
/// the page, while filters are chosen, a bar that says which in words, with Clear filters.
/// Renders a `FiltersModel`; each change by the user is `onEvent(.useFilters(…))` or
/// `.clearFilters`, never an event for what `render` set.
@MainActor
final class FilterControls {
    /// The filter button, for the header bar.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The filter bar (a `GtkRevealer`), for the top of the Pictures page.
    let bar: UnsafeMutablePointer<GtkWidget>
    /// Where the user's choices go.
    var onEvent: ((ListingIntent) -> Void)?
    /// The popover, once the filter button has opened it.
    private(set) var popover: FilterPopover?
    private(set) var model = FiltersModel()
    /// What makes the parts the features add to the popover, in order (`addPart`).
    private var partMakers: [() -> any FilterPart] = []

    /// Its widgets in data/ui/filter-controls.ui; a case's raw value is the widget's id.
    /// - `summary`, `clearButton`: The filter bar's words and Clear filters.
    enum Part: String, CaseIterable {
        case filterButton = "filter-button", summary, clearButton = "clear-button"
    }

    let parts = UIParts<Part>("filter-controls.ui")

    init() {
        widget = parts.builder.widget("filter-controls")
        bar = parts.builder.widget("filter-bar")
        Signal.connect(kittens_button(parts[.clearButton]), .clicked) { [weak self] in self?.onEvent?(.clearFilters) }
        let box = Unmanaged.passRetained(WeakFilterControls(self)).toOpaque()
        gtk_menu_button_set_create_popup_func(kittens_menu_button(parts[.filterButton]), { _, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<WeakFilterControls>.fromOpaque(data).takeUnretainedValue().controls?.makePopover() }
        }, box, { data in
            guard let data else { return }
            Unmanaged<WeakFilterControls>.fromOpaque(data).release()
        })
    }

    /// Shows `model` in the filter bar, and in the popover once it is built.
    func render(_ model: FiltersModel) {
        let old = self.model
        self.model = model
        popover?.render(model)
        if model.summary != old.summary {
            if let summary = model.summary { gtk_label_set_text(kittens_label(parts[.summary]), summary) }
            gtk_revealer_set_reveal_child(kittens_revealer(bar), model.summary == nil ? 0 : 1)
        }
    }

    /// Adds a part to the popover, made by `make` when the popover is built: only before it is.
    func addPart(_ make: @escaping () -> any FilterPart) {
        precondition(popover == nil, "a part is added to the filters popover before it is built")
        partMakers.append(make)
    }

    /// Opens the popover with the focus in its first part that takes it (Ctrl+F).
    func openPopover() {
        gtk_menu_button_popup(kittens_menu_button(parts[.filterButton]))
        if let focus = popover?.focusWidget { gtk_widget_grab_focus(focus) }
    }

    func closePopover() {
        gtk_menu_button_popdown(kittens_menu_button(parts[.filterButton]))
    }

    var isPopoverOpen: Bool { popover.map { gtk_widget_get_visible($0.widget) != 0 } ?? false }

    /// Whether the filter bar shows (or is sliding in).
    var isBarShown: Bool { gtk_revealer_get_reveal_child(kittens_revealer(bar)) != 0 }

    /// Builds the popover the first time the button is about to open it.
    private func makePopover() {
        guard popover == nil else { return }
        let made = FilterPopover(model, parts: partMakers.map { $0() })
        made.onChoice = { [weak self] filters in self?.onEvent?(.useFilters(filters)) }
        popover = made
        gtk_menu_button_set_popover(kittens_menu_button(parts[.filterButton]), made.widget)
    }
}

/// The filter controls as the button's popup function holds them: weakly, as the button lives
/// as long as they do.
private final class WeakFilterControls {
    weak var controls: FilterControls?
    init(_ controls: FilterControls) { self.controls = controls }
}
