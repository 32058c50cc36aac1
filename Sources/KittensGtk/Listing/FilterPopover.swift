import CGLib
import CGtk
import GLibRuntime
import Kittens

/// The filters popover, built when the filter button first opens it (`FilterControls`): the
/// kinds of picture, with the parts features add above and below them (`FilterPart`); opening
/// it puts the keyboard focus in the first part that takes it. Renders a `FiltersModel`; each
/// choice of the user is `onChoice` with the filters it asks for, never a choice for what
/// `render` set.
@MainActor
final class FilterPopover {
    /// The `GtkPopover`.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Where the user's choices go.
    var onChoice: ((ListingFilters) -> Void)?
    /// The parts the features added, in the order they were added.
    let addedParts: [any FilterPart]
    private var model: FiltersModel
    private var isRendering = false

    /// Its widgets in data/ui/filter-popover.ui; a case's raw value is the widget's id.
    /// - `kindAny`, `kindStill`, `kindAnimated`: The kinds of picture, in `FiltersModel.kinds` order.
    enum Part: String, CaseIterable {
        case popover = "filter-popover", box = "filter-box", kinds
        case kindAny = "kind-any", kindStill = "kind-still", kindAnimated = "kind-animated"
    }

    let parts = UIParts<Part>("filter-popover.ui")

    private var kindButtons: [UnsafeMutablePointer<GtkWidget>] { [parts[.kindAny], parts[.kindStill], parts[.kindAnimated]] }

    /// The popover showing `model`, with `addedParts` above and below the kinds.
    init(_ model: FiltersModel, parts addedParts: [any FilterPart] = []) {
        self.model = model
        self.addedParts = addedParts
        widget = parts[.popover]
        let box = kittens_box(parts[.box])
        var lastAbove: UnsafeMutablePointer<GtkWidget>?
        for part in addedParts {
            for (place, child) in part.widgets {
                switch place {
                case .aboveKinds:
                    gtk_box_insert_child_after(box, child, lastAbove)
                    lastAbove = child
                case .belowKinds:
                    gtk_box_append(box, child)
                }
            }
            part.onChoice = { [weak self] filters in self?.emit(filters) }
            part.onClose = { [weak self] in
                guard let self else { return }
                gtk_popover_popdown(kittens_popover(self.widget))
            }
        }
        Signal.connect(widget, .notify("visible")) { [weak self] in
            guard let self, gtk_widget_get_visible(self.widget) != 0, let focus = self.focusWidget else { return }
            gtk_widget_grab_focus(focus)
        }
        for (index, button) in kindButtons.enumerated() {
            Signal.connect(button, .notify("active")) { [weak self] in
                guard let self, gtk_check_button_get_active(kittens_check_button(button)) != 0 else { return }
                self.emit(self.model.choosingKind(at: index))
            }
        }
        render(model, old: nil)
    }

    /// The widget that takes the keyboard focus when the popover opens.
    var focusWidget: UnsafeMutablePointer<GtkWidget>? { addedParts.lazy.compactMap(\.focusWidget).first }

    /// The added part of type `type`, if one was added.
    func part<Added: FilterPart>(_ type: Added.Type) -> Added? {
        addedParts.lazy.compactMap { $0 as? Added }.first
    }

    /// Shows `model`: the lists and words when they changed, then the choices in use.
    func render(_ model: FiltersModel) {
        render(model, old: self.model)
    }

    private func render(_ model: FiltersModel, old: FiltersModel?) {
        self.model = model
        isRendering = true
        defer { isRendering = false }
        for part in addedParts { part.render(model, old: old) }
        if model.kinds != old?.kinds {
            for (button, kind) in zip(kindButtons, model.kinds) {
                gtk_check_button_set_label(kittens_check_button(button), kind.name)
            }
        }
        let chosenKind = kindButtons[min(model.selectedKind, kindButtons.count - 1)]
        if gtk_check_button_get_active(kittens_check_button(chosenKind)) == 0 {
            gtk_check_button_set_active(kittens_check_button(chosenKind), 1)
        }
    }

    private func emit(_ filters: ListingFilters?) {
        guard !isRendering, let filters, filters != model.filters else { return }
        onChoice?(filters)
    }
}
