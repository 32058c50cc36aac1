import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport
import Localization
import MVI

/// The "Store Inspector" window: every store's recorded events in one list, the change the
/// selected one made as a diff, and Back, Forward, Live and Export… in its header bar. It only
/// renders `inspector.model` and tells `inspector` what the user picks; the main window and
/// Preferences follow their stores' time travel by themselves.
///
/// Made on the first F12 and kept: closing hides it and returns to live, and while hidden it
/// follows nothing, so a closed inspector costs no work per event.
@MainActor
public final class StoreInspectorWindow {
    private let inspector: StoreInspector
    private let reference: GObjectRef<GtkWindow>
    let strings: GObjectRef<GObject>
    private let selection: GObjectRef<GObject>
    private let factory: GObjectRef<GObject>
    let headerBar: UnsafeMutablePointer<GtkWidget>
    let listView: UnsafeMutablePointer<GtkWidget>
    let changeView: UnsafeMutablePointer<GtkWidget>
    let backButton: UnsafeMutablePointer<GtkWidget>
    let forwardButton: UnsafeMutablePointer<GtkWidget>
    let liveButton: UnsafeMutablePointer<GtkWidget>
    let exportButton: UnsafeMutablePointer<GtkWidget>
    let statusLabel: UnsafeMutablePointer<GtkWidget>
    /// The open "Export Recording" dialog.
    private var exportDialog: SaveFileChooser?
    /// What Export writes with, off the main thread.
    var fileWriter = BackgroundFileWriter()
    private var isFollowing = false
    /// The rows in the list, in order.
    private var shownRows: [StoreInspectorModel.Row] = []
    private var shownChange: String?
    /// Set while the list's selection is brought to the model's, so that it is not sent back.
    private var isSyncingSelection = false
    /// The layout lives in data/ui/store-inspector-window.ui; the list view is put in here.
    private let layout = UIBuilder("store-inspector-window.ui")

    /// The `GtkWindow`; valid as long as this object lives.
    public var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// Builds the window over `inspector`, transient for (not modal over) `parent`. It is not
    /// shown until `present()`.
    public init(inspector: StoreInspector, parent: UnsafeMutablePointer<GtkWindow>) {
        self.inspector = inspector
        reference = GObjectRef(retaining: kittens_window(layout.widget("window")))
        gtk_window_set_transient_for(reference.pointer, parent)
        let list = StringListView()
        (strings, selection, factory, listView) = (list.strings, list.selection, list.factory, list.listView)
        kittens_set_accessible_label(listView, localized("Recorded events of every store"))
        gtk_scrolled_window_set_child(kittens_scrolled_window(layout.widget("events-scroller")), listView)
        changeView = layout.widget("change-view")
        headerBar = layout.widget("header-bar")
        backButton = layout.widget("back-button")
        forwardButton = layout.widget("forward-button")
        liveButton = layout.widget("live-button")
        exportButton = layout.widget("export-button")
        statusLabel = layout.widget("status-label")
        connectFactory()
        Signal.connect(selection, .notify("selected")) { [weak self] in
            self?.selectionChanged()
        }
        Signal.connect(GObjectPointer<Gtk.ListView>(listView), .itemActivate) { [weak self] position in
            self?.inspector.select(row: Int(position))
        }
        Signal.connect(kittens_button(backButton), .clicked) { [weak self] in self?.inspector.stepBack() }
        Signal.connect(kittens_button(forwardButton), .clicked) { [weak self] in self?.inspector.stepForward() }
        Signal.connect(kittens_button(liveButton), .clicked) { [weak self] in self?.inspector.goLive() }
        Signal.connect(kittens_button(exportButton), .clicked) { [weak self] in self?.chooseExportFile() }
        Signal.connect(reference, .closeRequest) { [weak self] () -> Bool in
            self?.closed()
            return false
        }
    }

    isolated deinit {
        inspector.stop()
        exportDialog?.close()
        gtk_window_destroy(reference.pointer)
    }

    /// Shows the window, follows the recordings again, and brings it to the front.
    public func present() {
        if !isFollowing {
            isFollowing = true
            inspector.start(onChange: { [weak self] in self?.update() })
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

    /// Writes every store's recording to `url` as one JSON file (a `SessionRecording`), the
    /// file on a utility queue (`fileWriter`); then shows a sentence about what happened in the
    /// window and passes it to `reported`.
    public func export(to url: URL, reported: @escaping @MainActor (String) -> Void = { _ in }) {
        let data: Data
        do {
            data = try inspector.sessionFile()
        } catch {
            return showExportOutcome(localized("The recording could not be turned into JSON."), reported)
        }
        let count = inspector.eventCount
        let writer = fileWriter
        Task { [weak self] in
            let message = switch await writer.write(data, to: url) {
            case .success:
                localizedPlural("Saved {count} event to {path}.", "Saved {count} events to {path}.", count: count, ["path": url.path])
            case .failure(let failure):
                localized("Could not save {path}: {reason}.", ["path": url.path, "reason": failure.description])
            }
            self?.showExportOutcome(message, reported)
        }
    }

    private func showExportOutcome(_ message: String, _ reported: @MainActor (String) -> Void) {
        gtk_label_set_text(kittens_label(statusLabel), message)
        reported(message)
    }

    /// What the change view shows.
    var changeText: String {
        let buffer = gtk_text_view_get_buffer(kittens_text_view(changeView))
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

    private func connectFactory() {
        let factory = GObjectPointer<Gtk.SignalListItemFactory>(self.factory)
        Signal.connect(factory, .listItem(.setup)) { item in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(kittens_label(label), 0)
            gtk_widget_add_css_class(label, "monospace")
            gtk_list_item_set_child(kittens_list_item(item), label)
        }
        Signal.connect(factory, .listItem(.bind)) { item in
            guard let label = gtk_list_item_get_child(kittens_list_item(item)),
                  let object = gtk_list_item_get_item(kittens_list_item(item)),
                  let text = gtk_string_object_get_string(kittens_string_object(object))
            else { return }
            gtk_label_set_text(kittens_label(label), text)
        }
    }

    /// Brings the rows, the selection, the change text and the buttons to the inspector's model.
    private func update() {
        let model = inspector.model
        updateRows(model.rows)
        isSyncingSelection = true
        let position = model.selectedRow.map(guint.init) ?? kittens_invalid_list_position()
        if gtk_single_selection_get_selected(kittens_single_selection(selection.raw)) != position {
            gtk_single_selection_set_selected(kittens_single_selection(selection.raw), position)
        }
        isSyncingSelection = false
        if model.changeText != shownChange {
            shownChange = model.changeText
            let buffer = gtk_text_view_get_buffer(kittens_text_view(changeView))
            gtk_text_buffer_set_text(buffer, model.changeText, -1)
        }
        gtk_widget_set_sensitive(backButton, model.canStepBack ? 1 : 0)
        gtk_widget_set_sensitive(forwardButton, model.canStepForward ? 1 : 0)
        gtk_widget_set_sensitive(liveButton, model.isLive && model.selectedRow == nil ? 0 : 1)
    }

    /// Appends the new rows; when the list changed otherwise (old events let go), replaces it.
    private func updateRows(_ rows: [StoreInspectorModel.Row]) {
        let list = kittens_string_list(strings.raw)
        if rows.count < shownRows.count || !rows.starts(with: shownRows) {
            gtk_string_list_splice(list, 0, guint(shownRows.count), nil)
            shownRows = []
        }
        guard shownRows.count < rows.count else { return }
        let added = rows[shownRows.count...]
        withCStringArray(added.map(\.text)) { lines in
            gtk_string_list_splice(list, guint(self.shownRows.count), 0, lines)
        }
        shownRows += added
    }

    /// A row picked shows its event; the row unpicked (Ctrl+click) goes live.
    private func selectionChanged() {
        guard !isSyncingSelection else { return }
        inspector.select(row: selectedRow)
    }

    private func closed() {
        inspector.stop()
        isFollowing = false
        inspector.goLive()
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
