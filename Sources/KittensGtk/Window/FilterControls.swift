import CGLib
import CGtk
import GLibRuntime
import Kittens
import Localization

/// The header bar's filters: a breed drop-down with search ("All breeds", then the breeds by
/// name), a drop-down of the kinds of picture, and an "Only pictures with breed information"
/// toggle. Renders a `FiltersModel`; each change by the user is `onEvent(.useFilters(…))`,
/// never an event for what `render` set.
@MainActor
final class FilterControls {
    /// The three controls, side by side.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Where the user's choices go.
    var onEvent: ((KittenIntent) -> Void)?
    private let breedNames: GObjectRef<GObject>
    private let kindNames: GObjectRef<GObject>
    private var model = FiltersModel()
    private var isRendering = false

    /// Its widgets in data/ui/filter-controls.ui; a case's raw value is the widget's id.
    /// - `breedsProblem`: A warning sign beside the breeds, shown while their list could not be
    ///   refreshed; its tooltip and accessible label say why.
    enum Part: String, CaseIterable {
        case breedDropDown = "breed-drop-down", kindDropDown = "kind-drop-down"
        case breedsToggle = "breeds-toggle", breedsProblem = "breeds-problem"
    }

    let parts = UIParts<Part>("filter-controls.ui")

    init() {
        breedNames = GObjectRef(retaining: parts.builder.object("breed-names"))
        kindNames = GObjectRef(retaining: parts.builder.object("kind-names"))
        widget = parts.builder.widget("filter-controls")
        Self.label(parts[.breedDropDown], localized("Breed"))
        Self.label(parts[.kindDropDown], localized("Kinds of picture"))
        Signal.connect(parts[.breedDropDown], .notify("selected")) { [weak self] in
            guard let self else { return }
            self.emit(self.model.choosingBreed(at: Int(gtk_drop_down_get_selected(kittens_drop_down(parts[.breedDropDown])))))
        }
        Signal.connect(parts[.kindDropDown], .notify("selected")) { [weak self] in
            guard let self else { return }
            self.emit(self.model.choosingKind(at: Int(gtk_drop_down_get_selected(kittens_drop_down(parts[.kindDropDown])))))
        }
        Signal.connect(parts[.breedsToggle], .notify("active")) { [weak self] in
            guard let self else { return }
            self.emit(self.model.choosingHasBreeds(gtk_toggle_button_get_active(kittens_toggle_button(parts[.breedsToggle])) != 0))
        }
        render(model)
    }

    /// Shows `model`: the lists when they changed, then the choices in use.
    func render(_ model: FiltersModel) {
        let old = self.model
        if model.breedsProblem != old.breedsProblem || gtk_widget_get_visible(parts[.breedsProblem]) != (model.breedsProblem == nil ? 0 : 1) {
            gtk_widget_set_visible(parts[.breedsProblem], model.breedsProblem == nil ? 0 : 1)
            gtk_widget_set_tooltip_text(parts[.breedsProblem], model.breedsProblem)
            kittens_set_accessible_label(parts[.breedsProblem], model.breedsProblem ?? localized("Breeds"))
        }
        self.model = model
        isRendering = true
        defer { isRendering = false }
        if model.breeds != old.breeds || count(of: breedNames) != model.breeds.count {
            Self.replace(breedNames, with: model.breeds.map(\.name))
        }
        if model.kinds != old.kinds || count(of: kindNames) != model.kinds.count {
            Self.replace(kindNames, with: model.kinds.map(\.name))
        }
        if gtk_drop_down_get_selected(kittens_drop_down(parts[.breedDropDown])) != guint(model.selectedBreed) {
            gtk_drop_down_set_selected(kittens_drop_down(parts[.breedDropDown]), guint(model.selectedBreed))
        }
        if gtk_drop_down_get_selected(kittens_drop_down(parts[.kindDropDown])) != guint(model.selectedKind) {
            gtk_drop_down_set_selected(kittens_drop_down(parts[.kindDropDown]), guint(model.selectedKind))
        }
        let active: gboolean = model.filters.hasBreeds ? 1 : 0
        if gtk_toggle_button_get_active(kittens_toggle_button(parts[.breedsToggle])) != active {
            gtk_toggle_button_set_active(kittens_toggle_button(parts[.breedsToggle]), active)
        }
    }

    /// Selects the breed at `position` as the user would. For tests.
    func chooseBreed(at position: Int) {
        gtk_drop_down_set_selected(kittens_drop_down(parts[.breedDropDown]), guint(position))
    }

    /// The names the breed drop-down lists, in order. For tests.
    var breedNamesShown: [String] {
        (0..<count(of: breedNames)).map { position in
            gtk_string_list_get_string(kittens_string_list(breedNames.raw), guint(position)).map { String(cString: $0) } ?? ""
        }
    }

    private func emit(_ filters: KittenFilters?) {
        guard !isRendering, let filters, filters != model.filters else { return }
        onEvent?(.useFilters(filters))
    }

    private func count(of list: GObjectRef<GObject>) -> Int {
        Int(g_list_model_get_n_items(kittens_list_model(list.raw)))
    }

    /// Labels `dropDown` for assistive technology, and the button inside it, which is what
    /// AT-SPI shows as the push button that opens the list.
    private static func label(_ dropDown: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        kittens_set_accessible_label(dropDown, label)
        var child = gtk_widget_get_first_child(dropDown)
        while let widget = child {
            kittens_set_accessible_label(widget, label)
            child = gtk_widget_get_next_sibling(widget)
        }
    }

    private static func replace(_ list: GObjectRef<GObject>, with names: [String]) {
        let count = g_list_model_get_n_items(kittens_list_model(list.raw))
        withCStringArray(names) { strings in
            gtk_string_list_splice(kittens_string_list(list.raw), 0, count, strings)
        }
    }
}
