import CGtk
import GLibRuntime
import Kittens
import Localization

/// The history of a part of the state: Ctrl+H on a row of the state tree asks for it, a list
/// below the events shows it, a row of it picks its event, and the close button hides it.
extension StoreInspectorWindow {
    func connectHistory() {
        gtk_scrolled_window_set_child(kittens_scrolled_window(parts[.historyScroller]), history.listView)
        kittens_set_accessible_label(history.listView, localized("The events that changed the part of the state"))
        history.onJump = { [weak self] row in self?.onEvent?(.select(row: row)) }
        stateTree.onShowHistory = { [weak self] node in self?.onEvent?(.showHistory(node.path)) }
        Signal.connect(kittens_button(parts[.historyCloseButton]), .clicked) { [weak self] in self?.onEvent?(.hideHistory) }
    }

    func renderHistory(_ model: StoreInspectorModel.History?) {
        history.show(model)
        gtk_label_set_text(kittens_label(parts[.historyLabel]), model?.title ?? "")
        let revealer = kittens_revealer(parts[.historyRevealer])
        if (gtk_revealer_get_reveal_child(revealer) != 0) != (model != nil) { gtk_revealer_set_reveal_child(revealer, model == nil ? 0 : 1) }
    }

    /// Whether the history shows.
    var isHistoryShown: Bool { gtk_revealer_get_reveal_child(kittens_revealer(parts[.historyRevealer])) != 0 }
}
