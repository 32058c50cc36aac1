import CGtk
import Dispatch
import GLibRuntime

/// The right-click menu of the list: "Open in Browser" and "Copy Address", through the window
/// actions `win.open-selected` and `win.copy`, which act on the selected row. The list selects
/// the row under the pointer before the menu pops up.
///
/// The popover is made for each use, parented to the list view while it is open and unparented
/// when it closes, so the list view never outlives it holding a child.
@MainActor
final class RowContextMenu {
    private let parent: UnsafeMutablePointer<GtkWidget>
    private var popover: UnsafeMutablePointer<GtkWidget>?

    init(parent: UnsafeMutablePointer<GtkWidget>) {
        self.parent = parent
    }

    /// Whether the menu is showing.
    var isOpen: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// Shows the menu pointing at (`x`, `y`) in the parent's coordinates.
    func popUp(atX x: Double, y: Double) {
        close()
        let menu = GObjectRef(owning: g_menu_new())
        g_menu_append(OpaquePointer(menu.raw), "Open in Browser", "win.open-selected")
        g_menu_append(OpaquePointer(menu.raw), "Copy Address", "win.copy")
        guard let popover = gtk_popover_menu_new_from_model(kittens_menu_model(menu.raw)) else { return }
        gtk_widget_set_parent(popover, parent)
        gtk_popover_set_has_arrow(kittens_popover(popover), 0)
        var target = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(kittens_popover(popover), &target)
        Signal.connect(popover, "closed") { [weak self] in
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
        gtk_widget_unparent(closing)
    }
}
