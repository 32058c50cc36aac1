import CGLib
import CGtk
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GLibRuntime
import Kittens
import KittensSupport
import Localization
import MVI

/// The "Store Inspector" window: the kitten store's recorded events, the state after the one
/// selected, and Back, Forward, Live and Export… buttons. It only shows what `timeTravel`
/// holds and tells it what the user picks; the main window follows `timeTravel` by itself.
///
/// Made on the first F12 and kept: closing hides it and returns `timeTravel` to live, and
/// while hidden it follows nothing, so a closed inspector costs no work per event.
@MainActor
public final class StoreInspectorWindow {
    private let timeTravel: KittenTimeTravel
    private let reference: GObjectRef<GtkWindow>
    let strings: GObjectRef<GObject>
    private let selection: GObjectRef<GObject>
    private let factory: GObjectRef<GObject>
    let listView: UnsafeMutablePointer<GtkWidget>
    let stateView: UnsafeMutablePointer<GtkWidget>
    let backButton: UnsafeMutablePointer<GtkWidget>
    let forwardButton: UnsafeMutablePointer<GtkWidget>
    let liveButton: UnsafeMutablePointer<GtkWidget>
    let exportButton: UnsafeMutablePointer<GtkWidget>
    let statusLabel: UnsafeMutablePointer<GtkWidget>
    /// The open "Export Recording" dialog.
    private var exportDialog: SaveFileChooser?
    private var subscription: StoreSubscription?
    /// The sequence numbers of the rows in the list, in order.
    private var shownSequences: [Int] = []
    private var shownState: KittenState?
    /// Set while the list's selection is brought to the controller's, so that it is not sent back.
    private var isSyncingSelection = false

    /// The `GtkWindow`; valid as long as this object lives.
    public var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// Builds the window over `timeTravel`, transient for (not modal over) `parent`. It is not
    /// shown until `present()`.
    public init(timeTravel: KittenTimeTravel, parent: UnsafeMutablePointer<GtkWindow>) {
        self.timeTravel = timeTravel
        reference = GObjectRef(retaining: kittens_window(gtk_window_new()!))
        gtk_window_set_title(reference.pointer, localized("Store Inspector"))
        gtk_window_set_default_size(reference.pointer, 640, 720)
        gtk_window_set_transient_for(reference.pointer, parent)
        gtk_window_set_modal(reference.pointer, 0)
        gtk_window_set_hide_on_close(reference.pointer, 1)

        let list = StringListView()
        (strings, selection, factory, listView) = (list.strings, list.selection, list.factory, list.listView)
        kittens_set_accessible_label(listView, localized("Recorded events"))
        stateView = gtk_text_view_new()
        gtk_text_view_set_editable(kittens_text_view(stateView), 0)
        gtk_text_view_set_cursor_visible(kittens_text_view(stateView), 0)
        gtk_text_view_set_monospace(kittens_text_view(stateView), 1)
        kittens_set_accessible_label(stateView, localized("State after the selected event"))
        backButton = gtk_button_new_with_mnemonic(localized("_Back"))
        forwardButton = gtk_button_new_with_mnemonic(localized("_Forward"))
        liveButton = gtk_button_new_with_mnemonic(localized("_Live"))
        exportButton = gtk_button_new_with_mnemonic(localized("_Export…"))
        statusLabel = gtk_label_new(nil)
        gtk_label_set_xalign(kittens_label(statusLabel), 0)
        gtk_label_set_wrap(kittens_label(statusLabel), 1)

        layOut()
        connectFactory()
        Signal.onNotify(selection, property: "selected") { [weak self] in
            self?.selectionChanged()
        }
        Signal.onClicked(kittens_button(backButton)) { [weak self] in self?.timeTravel.stepBack() }
        Signal.onClicked(kittens_button(forwardButton)) { [weak self] in self?.timeTravel.stepForward() }
        Signal.onClicked(kittens_button(liveButton)) { [weak self] in self?.timeTravel.goLive() }
        Signal.onClicked(kittens_button(exportButton)) { [weak self] in self?.chooseExportFile() }
        Signal.onCloseRequest(reference) { [weak self] () -> Bool in
            self?.closed()
            return false
        }
    }

    isolated deinit {
        subscription?.cancel()
        exportDialog?.close()
        gtk_window_destroy(reference.pointer)
    }

    /// Shows the window, follows the recording again, and brings it to the front.
    public func present() {
        if subscription == nil {
            subscription = timeTravel.subscribe(onChange: { [weak self] in self?.update() })
        }
        update()
        gtk_window_present(window)
    }

    /// Whether the window is on screen.
    public var isVisible: Bool { gtk_widget_get_visible(kittens_widget(window)) != 0 }

    /// Closes the window as the user would: the main window goes live.
    public func close() {
        gtk_window_close(window)
    }

    /// Writes the recording to `url` as JSON; returns a sentence about what happened, also shown
    /// in the window.
    @discardableResult
    public func export(to url: URL) -> String {
        let message: String
        do {
            let data = try timeTravel.recording.kittenFile()
            do throws(FileWriteFailure) {
                try AtomicFile.write(data, to: url)
                message = localizedPlural("Saved {count} event to {path}.", "Saved {count} events to {path}.", count: timeTravel.records.count, ["path": url.path])
            } catch {
                message = localized("Could not save {path}: {reason}.", ["path": url.path, "reason": error.description])
            }
        } catch {
            message = localized("The recording could not be turned into JSON.")
        }
        gtk_label_set_text(kittens_label(statusLabel), message)
        return message
    }

    /// What the state view shows.
    var stateText: String {
        let buffer = gtk_text_view_get_buffer(kittens_text_view(stateView))
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The position of the selected row; nil when none is (live).
    var selectedRow: Int? {
        let position = gtk_single_selection_get_selected(kittens_single_selection(selection.raw))
        return position == kittens_invalid_list_position() ? nil : Int(position)
    }

    /// Selects the row at `position`, as a click does.
    func selectRow(_ position: Int) {
        gtk_single_selection_set_selected(kittens_single_selection(selection.raw), guint(position))
    }

    /// Leaves no row selected, as a Ctrl+click on the selected one does.
    func unselectRow() {
        gtk_single_selection_set_selected(kittens_single_selection(selection.raw), kittens_invalid_list_position())
    }

    var rowCount: Int { Int(g_list_model_get_n_items(kittens_list_model(strings.raw))) }

    func rowText(_ position: Int) -> String? {
        guard let text = gtk_string_list_get_string(kittens_string_list(strings.raw), guint(position)) else { return nil }
        return String(cString: text)
    }

    private func layOut() {
        let listScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(kittens_scrolled_window(listScroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(kittens_scrolled_window(listScroller), listView)
        gtk_widget_set_size_request(listScroller, -1, 220)
        let stateScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(kittens_scrolled_window(stateScroller), stateView)
        let panes = gtk_paned_new(GTK_ORIENTATION_VERTICAL)!
        gtk_paned_set_start_child(kittens_paned(panes), listScroller)
        gtk_paned_set_end_child(kittens_paned(panes), stateScroller)
        gtk_paned_set_position(kittens_paned(panes), 280)
        gtk_widget_set_vexpand(panes, 1)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for button in [backButton, forwardButton, liveButton] { gtk_box_append(kittens_box(buttons), button) }
        let spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_hexpand(spacer, 1)
        gtk_box_append(kittens_box(buttons), spacer)
        gtk_box_append(kittens_box(buttons), exportButton)

        let body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        for widget in [buttons, panes, statusLabel] {
            gtk_widget_set_margin_start(widget, 8)
            gtk_widget_set_margin_end(widget, 8)
            gtk_box_append(kittens_box(body), widget)
        }
        gtk_widget_set_margin_top(buttons, 8)
        gtk_widget_set_margin_bottom(statusLabel, 8)
        gtk_window_set_child(window, body)
    }

    private func connectFactory() {
        let factory = GObjectPointer<Gtk.SignalListItemFactory>(self.factory)
        Signal.onListItem(factory, .setup) { item in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(kittens_label(label), 0)
            gtk_widget_add_css_class(label, "monospace")
            gtk_list_item_set_child(kittens_list_item(item), label)
        }
        Signal.onListItem(factory, .bind) { item in
            guard let label = gtk_list_item_get_child(kittens_list_item(item)),
                  let object = gtk_list_item_get_item(kittens_list_item(item)),
                  let text = gtk_string_object_get_string(kittens_string_object(object))
            else { return }
            gtk_label_set_text(kittens_label(label), text)
        }
    }

    /// Brings the rows, the selection, the state text and the buttons to the controller's.
    private func update() {
        updateRows()
        isSyncingSelection = true
        let position = timeTravel.selectedIndex.map(guint.init) ?? kittens_invalid_list_position()
        if gtk_single_selection_get_selected(kittens_single_selection(selection.raw)) != position {
            gtk_single_selection_set_selected(kittens_single_selection(selection.raw), position)
        }
        isSyncingSelection = false
        if timeTravel.state != shownState {
            shownState = timeTravel.state
            let buffer = gtk_text_view_get_buffer(kittens_text_view(stateView))
            gtk_text_buffer_set_text(buffer, KittenInspectorText.stateText(timeTravel.state), -1)
        }
        let records = timeTravel.records
        gtk_widget_set_sensitive(backButton, records.count > 1 && timeTravel.selectedIndex != 0 ? 1 : 0)
        gtk_widget_set_sensitive(forwardButton, timeTravel.isLive ? 0 : 1)
        gtk_widget_set_sensitive(liveButton, timeTravel.isLive ? 0 : 1)
    }

    /// Appends the new events; when old ones were let go, removes them from the top.
    private func updateRows() {
        let records = timeTravel.records
        let first = records.first?.sequence ?? 0
        let dropped = shownSequences.prefix { $0 < first }.count
        let list = kittens_string_list(strings.raw)
        if dropped > 0 {
            gtk_string_list_splice(list, 0, guint(dropped), nil)
            shownSequences.removeFirst(dropped)
        }
        if shownSequences.first.map({ $0 != first }) ?? false || shownSequences.count > records.count {
            gtk_string_list_splice(list, 0, guint(shownSequences.count), nil)
            shownSequences = []
        }
        guard shownSequences.count < records.count else { return }
        let added = (shownSequences.count..<records.count).map { records[$0] }
        withCStringArray(added.map(KittenInspectorText.line(for:))) { lines in
            gtk_string_list_splice(list, guint(self.shownSequences.count), 0, lines)
        }
        shownSequences += added.map(\.sequence)
    }

    /// A row picked shows its event; the row unpicked (Ctrl+click) goes live.
    private func selectionChanged() {
        guard !isSyncingSelection else { return }
        if let position = selectedRow {
            timeTravel.move(to: position)
        } else {
            timeTravel.goLive()
        }
    }

    private func closed() {
        subscription?.cancel()
        subscription = nil
        timeTravel.goLive()
    }

    private func chooseExportFile() {
        guard exportDialog == nil,
              let chooser = SaveFileChooser(
                  title: localized("Export Recording"), acceptLabel: localized("_Export"), parent: window,
                  suggestedName: "kittens-recording.json")
        else { return }
        exportDialog = chooser
        chooser.show { [weak self] choice in self?.exportChosen(choice) }
    }

    /// Acts on what the user chose in the "Export Recording" dialog.
    func exportChosen(_ choice: SaveFileChoice) {
        exportDialog = nil
        switch choice {
        case .local(let url): export(to: url)
        case .notLocal: gtk_label_set_text(kittens_label(statusLabel), SaveFileChoice.notLocalMessage)
        case .cancelled: break
        }
    }
}
