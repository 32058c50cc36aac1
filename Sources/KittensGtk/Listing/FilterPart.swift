import CGtk
import Kittens

/// A part of the filters popover that a feature adds (`FilterControls.addPart`), made with the
/// popover: its widgets, each above or below the kinds of picture, rendering the filters'
/// model and asking for other filters.
@MainActor
protocol FilterPart: AnyObject {
    /// Its widgets, in order, each with where it goes.
    var widgets: [(place: FilterPartPlace, widget: UnsafeMutablePointer<GtkWidget>)] { get }
    /// The widget that takes the keyboard focus when the popover opens, if any: the first
    /// part's that has one does.
    var focusWidget: UnsafeMutablePointer<GtkWidget>? { get }
    /// Where its choices go: the filters the user asks for, nil for none. Set by the popover,
    /// which passes on only the user's choices, never one for what `render` set.
    var onChoice: ((ListingFilters?) -> Void)? { get set }
    /// Asks the popover to close (Escape in a search). Set by the popover.
    var onClose: (() -> Void)? { get set }
    /// Shows `model`; `old` is the model shown before, nil the first time.
    func render(_ model: FiltersModel, old: FiltersModel?)
}

/// Where a part's widget goes in the filters popover.
enum FilterPartPlace {
    case aboveKinds, belowKinds
}
