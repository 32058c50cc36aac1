import CGLib
import CGtk
import Dispatch
import GLibRuntime

/// The right-click menu of a list: a `RowMenu`, whose actions act on the selected row. The list
/// selects the row under the pointer before the menu pops up.
///
/// The popover is made for each use, parented to the list view while it is open and unparented
/// when it closes, so the list view never outlives it holding a child.
///
/// An unparented popover is also disposed at once. GTK 4.8's tooltip keeps a weak reference to
/// the last native the pointer was over and, when its hover delay runs out, asks that native's
/// surface for the pointer position; only `gtk_window_destroy` makes it let go, and only of
/// windows. Other references (the accessibility tree holds one) keep an unparented popover alive
/// without a surface, so a menu closed with the pointer over it, or a window closed with the
/// menu open, ended in `Gdk-CRITICAL gdk_surface_get_device_position` half a second later.
/// Disposing the popover clears that weak reference, as finalizing it would.
@MainActor
final class RowContextMenu {
    private let parent: UnsafeMutablePointer<GtkWidget>
    private var popover: UnsafeMutablePointer<GtkWidget>?

    init(parent: UnsafeMutablePointer<GtkWidget>) {
        self.parent = parent
    }

    /// Whether the menu is showing.
    var isOpen: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// Shows `menu`, a `GMenu`, pointing at (`x`, `y`) in the parent's coordinates.
    func popUp(_ menu: GObjectRef<GObject>, atX x: Double, y: Double) {
        close()
        guard let popover = gtk_popover_menu_new_from_model(kittens_menu_model(menu.raw)) else { return }
        gtk_widget_set_parent(popover, parent)
        gtk_popover_set_has_arrow(kittens_popover(popover), 0)
        var target = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(kittens_popover(popover), &target)
        Signal.connect(kittens_popover(popover), .closed) { [weak self] in
            // Unparenting inside the popover's own signal is not allowed; do it right after.
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.release(popover) } }
        }
        self.popover = popover
        gtk_popover_popup(kittens_popover(popover))
    }

    /// Closes the menu at once and lets go of its popover.
    func close() {
        guard let popover else { return }
        release(popover)
    }

    private func release(_ closing: UnsafeMutablePointer<GtkWidget>) {
        guard popover == closing else { return }
        popover = nil
        releasePopover(closing)
    }
}
