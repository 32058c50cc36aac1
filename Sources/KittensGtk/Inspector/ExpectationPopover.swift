import CGLib
import CGtk
import Dispatch
import GLibRuntime
import Kittens
import Localization
import MVIRecording

/// Expect… on a part of the state tree: a small popover that asks what the part should have
/// been: equal to a value typed (as the tree shows values: `3`, `"bengal"`, `nil`), or anything
/// but the value it has. What the user picks goes to `onExpect`; the inspector decides the rest.
///
/// As `RowContextMenu`'s, the popover is made for each use and let go when it closes.
@MainActor
final class ExpectationPopover {
    private let parent: UnsafeMutablePointer<GtkWidget>
    private var popover: UnsafeMutablePointer<GtkWidget>?
    private var entry: UnsafeMutablePointer<GtkWidget>?
    /// The popover's buttons while it shows: "Equal To It" and "Not This Value".
    private(set) var equalButton: UnsafeMutablePointer<GtkWidget>?
    private(set) var notThisValueButton: UnsafeMutablePointer<GtkWidget>?
    /// Called with the path and the value typed; nil for "not the value it has".
    var onExpect: ((StatePath, String?) -> Void)?

    init(parent: UnsafeMutablePointer<GtkWidget>) {
        self.parent = parent
    }

    /// Whether the popover shows.
    var isOpen: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// Asks about `node`, pointing at the top of the parent.
    func ask(about node: StateTreeNode) {
        close()
        guard let popover = gtk_popover_new() else { return }
        let box = kittens_box_new_with_role(GTK_ORIENTATION_VERTICAL, 6, GTK_ACCESSIBLE_ROLE_GROUP)
        for side in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            side(box, 6)
        }
        let question = gtk_label_new(localized("What should {path} be? It is {value} here.", ["path": node.path.description, "value": node.summary]))!
        gtk_label_set_wrap(kittens_label(question), 1)
        gtk_label_set_max_width_chars(kittens_label(question), 40)
        gtk_label_set_xalign(kittens_label(question), 0)
        gtk_box_append(kittens_box(box), question)
        let entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), localized("A value, as the tree shows values"))
        gtk_entry_set_activates_default(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), 1)
        kittens_set_accessible_label(entry, localized("The value it should be"))
        gtk_box_append(kittens_box(box), entry)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        let notThis = gtk_button_new_with_mnemonic(localized("_Not This Value"))!
        let equal = gtk_button_new_with_mnemonic(localized("_Equal To It"))!
        gtk_widget_add_css_class(equal, "suggested-action")
        gtk_box_append(kittens_box(buttons), notThis)
        gtk_box_append(kittens_box(buttons), equal)
        gtk_box_append(kittens_box(box), buttons)
        gtk_popover_set_child(kittens_popover(popover), box)
        gtk_popover_set_default_widget(kittens_popover(popover), equal)
        let path = node.path
        Signal.connect(kittens_button(equal), .clicked) { [weak self] in self?.answer(path, typed: true) }
        Signal.connect(kittens_button(notThis), .clicked) { [weak self] in self?.answer(path, typed: false) }
        gtk_widget_set_parent(popover, parent)
        Signal.connect(kittens_popover(popover), .closed) { [weak self] in
            // Unparenting inside the popover's own signal is not allowed; do it right after.
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.release(popover) } }
        }
        self.popover = popover
        self.entry = entry
        (equalButton, notThisValueButton) = (equal, notThis)
        gtk_popover_popup(kittens_popover(popover))
        gtk_widget_grab_focus(entry)
    }

    /// Types `text` in the entry, as the user would.
    func type(_ text: String) {
        guard let entry else { return }
        gtk_editable_set_text(OpaquePointer(entry), text)
    }

    /// Answers as the buttons do: with the value typed, or "not this value".
    func answer(_ path: StatePath, typed: Bool) {
        let text = entry.map { String(cString: gtk_editable_get_text(OpaquePointer($0))) } ?? ""
        close()
        onExpect?(path, typed ? text : nil)
    }

    /// Closes the popover at once and lets go of it.
    func close() {
        if let popover { release(popover) }
    }

    /// Lets go of `closing` if it is the popover showing (one closed before may say so late).
    private func release(_ closing: UnsafeMutablePointer<GtkWidget>) {
        guard popover == closing else { return }
        (popover, entry, equalButton, notThisValueButton) = (nil, nil, nil, nil)
        releasePopover(closing)
    }
}
