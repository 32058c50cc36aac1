import CGtk
import GLibRuntime
import Kittens
import Localization

/// Dispatch and skip, as in Redux DevTools: Ctrl+I shows a field that sends an intent typed by
/// hand to the store of the event selected, with buttons that complete its case name and the
/// reason a text is refused; Delete on the events skips the one selected, or takes it back.
extension StoreInspectorWindow {
    func connectDispatch() {
        addAction("send-intent", to: actions) { [weak self] in self?.toggleIntentField() }
        addAction("skip", to: actions) { [weak self] in
            guard let self, let row = self.selectedRow else { return }
            self.onEvent?(.skip(row: row))
        }
        let keys = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(
            keys, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Delete"), gtk_named_action_new("inspector.skip")))
        gtk_widget_add_controller(listView, keys)
        let entry = intentEntry
        Signal.connect(entry, .textChanged) { [weak self] in
            guard let self, !self.isRenderingIntentField else { return }
            self.onEvent?(.typeIntent(self.intentText))
        }
        Signal.connect(entry, .entryActivated) { [weak self] in
            guard let self else { return }
            self.onEvent?(.sendIntent(self.intentText))
        }
    }

    /// Shows the field and puts the keyboard there, or hides it.
    private func toggleIntentField() {
        let revealer = kittens_revealer(parts[.intentRevealer])
        let shown = gtk_revealer_get_reveal_child(revealer) == 0
        gtk_revealer_set_reveal_child(revealer, shown ? 1 : 0)
        if shown { gtk_widget_grab_focus(parts[.intentEntry]) }
    }

    /// The field, a `GtkEntry` (data/ui/store-inspector-window.ui).
    private var intentEntry: UnsafeMutablePointer<GtkEntry> {
        UnsafeMutableRawPointer(parts[.intentEntry]).assumingMemoryBound(to: GtkEntry.self)
    }

    /// Whether the field shows.
    var isIntentFieldShown: Bool { gtk_revealer_get_reveal_child(kittens_revealer(parts[.intentRevealer])) != 0 }

    /// What the field holds.
    var intentText: String { String(cString: gtk_editable_get_text(OpaquePointer(parts[.intentEntry]))) }

    /// Types `text` in the field, as the user would.
    func typeIntent(_ text: String) {
        gtk_editable_set_text(OpaquePointer(parts[.intentEntry]), text)
    }

    func renderIntentField(_ field: StoreInspectorModel.IntentField) {
        isRenderingIntentField = true
        defer { isRenderingIntentField = false }
        let entry = parts[.intentEntry]
        if field.text != intentText { gtk_editable_set_text(OpaquePointer(entry), field.text) }
        gtk_entry_set_placeholder_text(intentEntry, field.placeholder)
        gtk_widget_set_sensitive(entry, field.storeName == nil ? 0 : 1)
        let problem = parts[.intentProblemLabel]
        gtk_label_set_text(kittens_label(problem), field.problem ?? "")
        gtk_widget_set_visible(problem, field.problem == nil ? 0 : 1)
        if field.completions != shownCompletions { showCompletions(field.completions) }
    }

    /// One flat button per case name, which puts it in the field.
    private func showCompletions(_ names: [String]) {
        shownCompletions = names
        let box = parts[.intentCompletions]
        while let child = gtk_widget_get_first_child(box) { gtk_box_remove(kittens_box(box), child) }
        for name in names.prefix(12) {
            let button = gtk_button_new_with_label(".\(name)")!
            gtk_widget_add_css_class(button, "flat")
            gtk_widget_set_tooltip_text(button, localized("Complete to {name}", ["name": name]))
            Signal.connect(kittens_button(button), .clicked) { [weak self] in
                guard let self else { return }
                let entry = self.parts[.intentEntry]
                gtk_editable_set_text(OpaquePointer(entry), ".\(name)")
                gtk_editable_set_position(OpaquePointer(entry), -1)
                gtk_widget_grab_focus(entry)
            }
            gtk_box_append(kittens_box(box), button)
        }
    }

    /// The completion buttons shown, by their labels.
    var completionLabels: [String] {
        var labels: [String] = []
        var child = gtk_widget_get_first_child(parts[.intentCompletions])
        while let button = child {
            labels.append(String(cString: gtk_button_get_label(kittens_button(button))))
            child = gtk_widget_get_next_sibling(button)
        }
        return labels
    }

    /// Why the text sent was refused; empty when it was not.
    var intentProblem: String {
        let label = parts[.intentProblemLabel]
        return gtk_widget_get_visible(label) == 0 ? "" : String(cString: gtk_label_get_text(kittens_label(label)))
    }
}
