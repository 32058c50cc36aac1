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
    let breedDropDown: UnsafeMutablePointer<GtkWidget>
    let kindDropDown: UnsafeMutablePointer<GtkWidget>
    let breedsToggle: UnsafeMutablePointer<GtkWidget>
    /// A warning sign beside the breeds, shown while their list could not be refreshed; its
    /// tooltip and accessible label say why.
    let breedsProblem: UnsafeMutablePointer<GtkWidget>
    /// Where the user's choices go.
    var onEvent: ((KittenIntent) -> Void)?
    private let breedNames: GObjectRef<GObject>
    private let kindNames: GObjectRef<GObject>
    private var model = FiltersModel()
    private var isRendering = false

    init() {
        breedNames = GObjectRef(owning: gtk_string_list_new(nil))
        kindNames = GObjectRef(owning: gtk_string_list_new(nil))
        breedDropDown = Self.dropDown(over: breedNames)
        gtk_drop_down_set_enable_search(kittens_drop_down(breedDropDown), 1)
        gtk_widget_set_tooltip_text(breedDropDown, localized("Breed"))
        Self.label(breedDropDown, localized("Breed"))
        kindDropDown = Self.dropDown(over: kindNames)
        gtk_widget_set_tooltip_text(kindDropDown, localized("Kinds of picture"))
        Self.label(kindDropDown, localized("Kinds of picture"))
        breedsToggle = gtk_toggle_button_new()
        gtk_button_set_icon_name(kittens_button(breedsToggle), "dialog-information-symbolic")
        gtk_widget_set_tooltip_text(breedsToggle, localized("Only pictures with breed information"))
        kittens_set_accessible_label(breedsToggle, localized("Only pictures with breed information"))
        breedsProblem = gtk_image_new_from_icon_name("dialog-warning-symbolic")
        gtk_widget_add_css_class(breedsProblem, "warning")
        gtk_widget_set_visible(breedsProblem, 0)
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_box_append(kittens_box(widget), breedsProblem)
        gtk_box_append(kittens_box(widget), breedDropDown)
        gtk_box_append(kittens_box(widget), kindDropDown)
        gtk_box_append(kittens_box(widget), breedsToggle)
        Signal.onNotify(breedDropDown, property: "selected") { [weak self] in
            guard let self else { return }
            self.emit(self.model.choosingBreed(at: Int(gtk_drop_down_get_selected(kittens_drop_down(self.breedDropDown)))))
        }
        Signal.onNotify(kindDropDown, property: "selected") { [weak self] in
            guard let self else { return }
            self.emit(self.model.choosingKind(at: Int(gtk_drop_down_get_selected(kittens_drop_down(self.kindDropDown)))))
        }
        Signal.onNotify(breedsToggle, property: "active") { [weak self] in
            guard let self else { return }
            self.emit(self.model.choosingHasBreeds(gtk_toggle_button_get_active(kittens_toggle_button(self.breedsToggle)) != 0))
        }
        render(model)
    }

    /// Shows `model`: the lists when they changed, then the choices in use.
    func render(_ model: FiltersModel) {
        let old = self.model
        if model.breedsProblem != old.breedsProblem || gtk_widget_get_visible(breedsProblem) != (model.breedsProblem == nil ? 0 : 1) {
            gtk_widget_set_visible(breedsProblem, model.breedsProblem == nil ? 0 : 1)
            gtk_widget_set_tooltip_text(breedsProblem, model.breedsProblem)
            kittens_set_accessible_label(breedsProblem, model.breedsProblem ?? localized("Breeds"))
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
        if gtk_drop_down_get_selected(kittens_drop_down(breedDropDown)) != guint(model.selectedBreed) {
            gtk_drop_down_set_selected(kittens_drop_down(breedDropDown), guint(model.selectedBreed))
        }
        if gtk_drop_down_get_selected(kittens_drop_down(kindDropDown)) != guint(model.selectedKind) {
            gtk_drop_down_set_selected(kittens_drop_down(kindDropDown), guint(model.selectedKind))
        }
        let active: gboolean = model.filters.hasBreeds ? 1 : 0
        if gtk_toggle_button_get_active(kittens_toggle_button(breedsToggle)) != active {
            gtk_toggle_button_set_active(kittens_toggle_button(breedsToggle), active)
        }
    }

    /// Selects the breed at `position` as the user would. For tests.
    func chooseBreed(at position: Int) {
        gtk_drop_down_set_selected(kittens_drop_down(breedDropDown), guint(position))
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

    /// A drop-down over `strings`, showing and searching their "string".
    private static func dropDown(over strings: GObjectRef<GObject>) -> UnsafeMutablePointer<GtkWidget> {
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        // The drop-down takes both the model and the expression: give it a reference of its own.
        g_object_ref(strings.raw)
        return gtk_drop_down_new(kittens_list_model(strings.raw), expression)
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
