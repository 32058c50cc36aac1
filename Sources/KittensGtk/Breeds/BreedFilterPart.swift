import CAdw
import CGLib
import CGtk
import GLibRuntime
import Kittens

/// What the breeds add to the filters popover (data/ui/breed-filter.ui): above the kinds of
/// picture, a breed search over the breeds ("All breeds", then the breeds by name; typing
/// narrows the list, Enter or activating a breed chooses it), which takes the focus when the
/// popover opens; below them, the known-breed switch in a row, which Enter toggles.
@MainActor
final class BreedFilterPart: FilterPart {
    var onChoice: ((ListingFilters?) -> Void)?
    var onClose: (() -> Void)?
    private let breedNames: GObjectRef<GObject>
    private let breedMatches: GObjectRef<GObject>
    private let breedSelection: GObjectRef<GObject>
    private var model = FiltersModel()

    /// Its widgets in data/ui/breed-filter.ui; a case's raw value is the widget's id.
    /// - `breedsProblem`: Above the breeds, shown while their list could not be refreshed: why.
    /// - `breedList`: The breeds whose names hold the search's text.
    enum Part: String, CaseIterable {
        case breedsProblem = "breeds-problem", breedChoice = "breed-choice"
        case breedSearch = "breed-search", breedList = "breed-list"
        case hasBreedsFilter = "has-breeds-filter", hasBreedsRow = "has-breeds-row", hasBreedsSwitch = "has-breeds-switch"
    }

    let parts = UIParts<Part>("breed-filter.ui")

    init() {
        breedNames = GObjectRef(retaining: parts.builder.object("breed-names"))
        breedMatches = GObjectRef(retaining: parts.builder.object("breed-matches"))
        breedSelection = GObjectRef(retaining: parts.builder.object("breed-selection"))
        let search = GObjectPointer<Gtk.SearchEntry>(parts[.breedSearch])
        Signal.connect(search, .searchActivated) { [weak self] in self?.chooseSelectedMatch() }
        Signal.connect(search, .stopSearch) { [weak self] in self?.onClose?() }
        Signal.connect(GObjectPointer<Gtk.ListView>(parts[.breedList]), .itemActivate) { [weak self] position in
            self?.chooseMatch(at: position)
        }
        Signal.connect(parts[.hasBreedsSwitch], .notify("active")) { [weak self] in
            guard let self else { return }
            self.onChoice?(self.model.choosingHasBreeds(gtk_switch_get_active(kittens_switch_widget(self.parts[.hasBreedsSwitch])) != 0))
        }
    }

    var widgets: [(place: FilterPartPlace, widget: UnsafeMutablePointer<GtkWidget>)] {
        [(.aboveKinds, parts[.breedsProblem]), (.aboveKinds, parts[.breedChoice]), (.belowKinds, parts[.hasBreedsFilter])]
    }

    var focusWidget: UnsafeMutablePointer<GtkWidget>? { parts[.breedSearch] }

    func render(_ model: FiltersModel, old: FiltersModel?) {
        self.model = model
        if model.breedsProblem != old?.breedsProblem {
            gtk_widget_set_visible(parts[.breedsProblem], model.breedsProblem == nil ? 0 : 1)
            gtk_label_set_text(kittens_label(parts[.breedsProblem]), model.breedsProblem ?? "")
        }
        if model.breeds != old?.breeds {
            Self.replace(breedNames, with: model.breeds.map(\.name))
        }
        if searchText.isEmpty, selectedMatch != model.selectedBreed {
            gtk_single_selection_set_selected(kittens_single_selection(breedSelection.raw), guint(model.selectedBreed))
        }
        if model.hasBreedsLabel != old?.hasBreedsLabel {
            adw_preferences_row_set_title(kittens_adw_preferences_row(parts[.hasBreedsRow]), model.hasBreedsLabel)
            kittens_set_accessible_label(parts[.hasBreedsSwitch], model.hasBreedsLabel)
        }
        let active: gboolean = model.filters.hasBreeds ? 1 : 0
        if gtk_switch_get_active(kittens_switch_widget(parts[.hasBreedsSwitch])) != active {
            gtk_switch_set_active(kittens_switch_widget(parts[.hasBreedsSwitch]), active)
        }
    }

    /// The names the breed list offers, in order, whatever the search. For tests.
    var breedNamesShown: [String] { Self.names(in: breedNames) }

    /// The names of the breeds that match the search, in order. For tests.
    var matchesShown: [String] { Self.names(in: breedMatches) }

    private var searchText: String {
        String(cString: gtk_editable_get_text(kittens_editable(parts[.breedSearch])))
    }

    /// The position of the selected match, nil when none is selected.
    private var selectedMatch: Int? {
        let position = gtk_single_selection_get_selected(kittens_single_selection(breedSelection.raw))
        return position == kittens_invalid_list_position() ? nil : Int(position)
    }

    /// Chooses the match the list selects (the first one, once the search narrowed it).
    private func chooseSelectedMatch() {
        guard let position = selectedMatch else { return }
        chooseMatch(at: guint(position))
    }

    /// Chooses the breed at `position` of the matches, then empties the search so that the
    /// list shows every breed again with the chosen one selected.
    private func chooseMatch(at position: guint) {
        guard let index = breedIndex(ofMatch: position) else { return }
        onChoice?(model.choosingBreed(at: index))
        gtk_editable_set_text(kittens_editable(parts[.breedSearch]), "")
        gtk_single_selection_set_selected(kittens_single_selection(breedSelection.raw), guint(model.selectedBreed))
    }

    /// The position in `FiltersModel.breeds` of the match at `position`.
    private func breedIndex(ofMatch position: guint) -> Int? {
        guard let match = g_list_model_get_item(kittens_list_model(breedMatches.raw), position) else { return nil }
        g_object_unref(match)
        let all = kittens_list_model(breedNames.raw)
        for index in 0..<g_list_model_get_n_items(all) {
            guard let item = g_list_model_get_item(all, index) else { continue }
            g_object_unref(item)
            if item == match { return Int(index) }
        }
        return nil
    }

    private static func names(in list: GObjectRef<GObject>) -> [String] {
        let model = kittens_list_model(list.raw)
        return (0..<g_list_model_get_n_items(model)).map { position in
            guard let item = g_list_model_get_item(model, position) else { return "" }
            defer { g_object_unref(item) }
            return gtk_string_object_get_string(kittens_string_object(item)).map { String(cString: $0) } ?? ""
        }
    }

    private static func replace(_ list: GObjectRef<GObject>, with names: [String]) {
        let count = g_list_model_get_n_items(kittens_list_model(list.raw))
        withCStringArray(names) { strings in
            gtk_string_list_splice(kittens_string_list(list.raw), 0, count, strings)
        }
    }
}
