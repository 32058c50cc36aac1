import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport
import Localization
import MVI

/// The "Store Inspector" window, an `AdwWindow`: every store's recorded events in one list,
/// narrowed by a search (Ctrl+F), the change the selected one made as a diff beside the state
/// after it as a tree (`StateTreeList`), and Back, Forward, Live, Export… and Pause Recording in
/// its header bar. It only
/// renders the `StoreInspectorModel` it is given and sends what the user picks as
/// `StoreInspectorIntent`s (`StoreInspectorScreen` binds it); the other windows follow their
/// stores' time travel by themselves.
///
/// Closing hides it and asks for live (`.goLive`), then calls `onClose`.
@MainActor
public final class StoreInspectorWindow: StoreInspectorView {
    /// Where what the user picks goes.
    public var onEvent: ((StoreInspectorIntent) -> Void)?
    /// Called after the window was closed (hidden).
    var onClose: (() -> Void)?
    /// The recordings as a session file, and how many events it holds, for Export.
    let sessionFile: () throws -> (data: Data, eventCount: Int)
    /// The recordings as a Swift test file whose class has the name given, for Make a Test…;
    /// nil hides the button.
    let testSource: ((String) throws -> String)?
    /// The minimal test of the value marked wrong, as a Swift file whose class has the name
    /// given, for Make a Minimal Test…; nil hides the button.
    let minimalTestSource: ((String) async throws(MinimalTestProblem) -> String)?
    private let reference: GObjectRef<GtkWindow>
    let strings: GObjectRef<GObject>
    private let selection: GObjectRef<GObject>
    private let factory: GObjectRef<GObject>
    let listView: UnsafeMutablePointer<GtkWidget>
    /// The open "Export Recording" or "Make a Test" dialog.
    var exportDialog: SaveFileChooser?
    /// What Export writes with, off the main thread.
    var fileWriter = BackgroundFileWriter()
    /// The rows in the list, in order.
    private var shownRows: [StoreInspectorModel.Row] = []
    private var shownChange: String?
    /// Set while the list's selection, the search or the pause button is brought to the
    /// model's, so that it is not sent back.
    private var isSyncingSelection = false
    /// The state after the selected event.
    let stateTree = StateTreeList()
    /// The history of a part of that state, when asked for (Ctrl+H on the tree).
    let history = ValueHistoryList()
    /// Expect… on the state tree.
    private(set) lazy var expectation = ExpectationPopover(parent: stateTree.listView)
    let actions: GObjectRef<GObject>
    /// Set while the intent field is brought to the model's, so that it is not sent back.
    var isRenderingIntentField = false
    /// The case names the completion buttons show.
    var shownCompletions: [String] = []

    /// Its widgets in data/ui/store-inspector-window.ui; a case's raw value is the widget's id.
    enum Part: String, CaseIterable {
        case changeView = "change-view", headerBar = "header-bar", backButton = "back-button"
        case forwardButton = "forward-button", liveButton = "live-button", exportButton = "export-button"
        case makeTestButton = "make-test-button"
        case statusLabel = "status-label", pauseButton = "pause-button", searchEntry = "search-entry"
        case pausedRevealer = "paused-revealer", pausedLabel = "paused-label", emptyLabel = "empty-label"
        case eventsScroller = "events-scroller", stateStack = "state-stack", stateScroller = "state-scroller"
        case historyRevealer = "history-revealer", historyLabel = "history-label", historyScroller = "history-scroller"
        case historyCloseButton = "history-close-button"
        case expectationRevealer = "expectation-revealer", expectationLabel = "expectation-label"
        case makeMinimalTestButton = "make-minimal-test-button", forgetExpectationButton = "forget-expectation-button"
        case intentRevealer = "intent-revealer", intentEntry = "intent-entry", intentCompletions = "intent-completions"
        case intentProblemLabel = "intent-problem-label"
    }

    /// The layout lives in data/ui/store-inspector-window.ui; the list view is put in here.
    let parts = UIParts<Part>("store-inspector-window.ui")

    /// The `GtkWindow`; valid as long as this object lives.
    public var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// Builds the window transient for (not modal over) `parent`; Export writes what
    /// `sessionFile` makes, Make a Test what `testSource` makes, Make a Minimal Test what
    /// `minimalTestSource` makes. It is not shown until `present()`.
    init(
        parent: UnsafeMutablePointer<GtkWindow>, sessionFile: @escaping () throws -> (data: Data, eventCount: Int),
        testSource: ((String) throws -> String)? = nil,
        minimalTestSource: ((String) async throws(MinimalTestProblem) -> String)? = nil
    ) {
        self.sessionFile = sessionFile
        self.testSource = testSource
        self.minimalTestSource = minimalTestSource
        reference = GObjectRef(retaining: kittens_window(parts.builder.widget("window")))
        gtk_window_set_transient_for(reference.pointer, parent)
        let list = StringListView()
        (strings, selection, factory, listView) = (list.strings, list.selection, list.factory, list.listView)
        kittens_set_accessible_label(listView, localized("Recorded events of every store"))
        gtk_scrolled_window_set_child(kittens_scrolled_window(parts[.eventsScroller]), listView)
        kittens_set_accessible_label(stateTree.listView, localized("The state after the selected event"))
        gtk_scrolled_window_set_child(kittens_scrolled_window(parts[.stateScroller]), stateTree.listView)
        actions = GObjectRef(owning: OpaquePointer(g_simple_action_group_new()!))
        connectRowLabels(GObjectPointer<Gtk.SignalListItemFactory>(factory))
        connectHistory()
        connectExpectation()
        connectDispatch()
        Signal.connect(selection, .notify("selected")) { [weak self] in
            self?.selectionChanged()
        }
        Signal.connect(GObjectPointer<Gtk.ListView>(listView), .itemActivate) { [weak self] position in
            self?.onEvent?(.select(row: Int(position)))
        }
        Signal.connect(kittens_button(parts[.backButton]), .clicked) { [weak self] in self?.onEvent?(.stepBack) }
        Signal.connect(kittens_button(parts[.forwardButton]), .clicked) { [weak self] in self?.onEvent?(.stepForward) }
        Signal.connect(kittens_button(parts[.liveButton]), .clicked) { [weak self] in self?.onEvent?(.goLive) }
        Signal.connect(kittens_button(parts[.exportButton]), .clicked) { [weak self] in self?.chooseExportFile() }
        Signal.connect(kittens_button(parts[.makeTestButton]), .clicked) { [weak self] in self?.chooseTestFile() }
        gtk_widget_set_visible(parts[.makeTestButton], testSource == nil ? 0 : 1)
        connectSearchAndPause()
        Signal.connect(reference, .closeRequest) { [weak self] () -> Bool in
            self?.closed()
            return false
        }
    }

    isolated deinit {
        exportDialog?.close()
        expectation.close()
        gtk_window_destroy(reference.pointer)
    }

    /// Shows the window and brings it to the front.
    func present() {
        gtk_window_present(window)
    }

    /// Whether the window is on screen.
    public var isVisible: Bool { gtk_widget_get_visible(kittens_widget(window)) != 0 }

    /// Closes the window as the user would: the main window goes live.
    public func close() {
        gtk_window_close(window)
    }

    /// What the change view shows.
    var changeText: String {
        let buffer = gtk_text_view_get_buffer(kittens_text_view(parts[.changeView]))
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

    /// Ctrl+F focuses the search; what is typed there, and the pause button, go to the inspector.
    private func connectSearchAndPause() {
        addAction("find", to: actions) { [weak self] in
            guard let self else { return }
            gtk_widget_grab_focus(self.parts[.searchEntry])
        }
        gtk_widget_insert_action_group(kittens_widget(window), "inspector", OpaquePointer(actions.raw))
        Signal.connect(GObjectPointer<Gtk.SearchEntry>(parts[.searchEntry]), .textChanged) { [weak self] in
            guard let self, !self.isSyncingSelection else { return }
            self.onEvent?(.search(self.searchText))
        }
        Signal.connect(kittens_toggle_button(parts[.pauseButton]), .toggled) { [weak self] in
            guard let self, !self.isSyncingSelection else { return }
            self.onEvent?(self.isPauseButtonActive ? .pauseRecording : .resumeRecording)
        }
    }

    /// What the search entry holds.
    var searchText: String { String(cString: gtk_editable_get_text(OpaquePointer(parts[.searchEntry]))) }

    /// Whether the pause button is pressed in.
    var isPauseButtonActive: Bool { gtk_toggle_button_get_active(kittens_toggle_button(parts[.pauseButton])) != 0 }

    /// Brings the rows, the selection, the change text, the state tree, the search, the pause
    /// button and notice and the buttons to `model`.
    public func render(_ model: StoreInspectorModel) {
        // Replacing the rows (a row skipped now reads otherwise) unselects the selected one,
        // which must not go back to the inspector as the user's pick.
        isSyncingSelection = true
        updateRows(model.rows)
        let position = model.selectedRow.map(guint.init) ?? kittens_invalid_list_position()
        if gtk_single_selection_get_selected(kittens_single_selection(selection.raw)) != position {
            gtk_single_selection_set_selected(kittens_single_selection(selection.raw), position)
        }
        if model.searchText != searchText {
            gtk_editable_set_text(OpaquePointer(parts[.searchEntry]), model.searchText)
        }
        if model.isRecordingPaused != isPauseButtonActive {
            gtk_toggle_button_set_active(kittens_toggle_button(parts[.pauseButton]), model.isRecordingPaused ? 1 : 0)
        }
        isSyncingSelection = false
        renderRecording(model)
        renderHistory(model.history)
        renderExpectation(model.expectation)
        renderIntentField(model.intentField)
        renderEmptyList(model.emptyText)
        stateTree.show(model.stateTree)
        gtk_stack_set_visible_child_name(kittens_stack(parts[.stateStack]), model.stateTree == nil ? "none" : "tree")
        if model.changeText != shownChange {
            shownChange = model.changeText
            let buffer = gtk_text_view_get_buffer(kittens_text_view(parts[.changeView]))
            gtk_text_buffer_set_text(buffer, model.changeText, -1)
        }
        gtk_widget_set_sensitive(parts[.backButton], model.canStepBack ? 1 : 0)
        gtk_widget_set_sensitive(parts[.forwardButton], model.canStepForward ? 1 : 0)
        gtk_widget_set_sensitive(parts[.liveButton], model.isLive && model.selectedRow == nil ? 0 : 1)
    }

    /// The pause button's icon and words, and the notice that recording is paused.
    private func renderRecording(_ model: StoreInspectorModel) {
        let button = parts[.pauseButton]
        let words = model.isRecordingPaused ? localized("Resume Recording") : localized("Pause Recording")
        gtk_button_set_icon_name(kittens_button(button), model.isRecordingPaused ? "media-record-symbolic" : "media-playback-pause-symbolic")
        gtk_widget_set_tooltip_text(button, words)
        kittens_set_accessible_label(button, words)
        if let notice = model.recordingNotice {
            gtk_label_set_text(kittens_label(parts[.pausedLabel]), notice)
        }
        gtk_revealer_set_reveal_child(kittens_revealer(parts[.pausedRevealer]), model.recordingNotice == nil ? 0 : 1)
    }

    /// A sentence in place of the list while it shows nothing.
    private func renderEmptyList(_ text: String?) {
        gtk_label_set_text(kittens_label(parts[.emptyLabel]), text ?? "")
        gtk_widget_set_visible(parts[.emptyLabel], text == nil ? 0 : 1)
        gtk_widget_set_visible(parts[.eventsScroller], text == nil ? 1 : 0)
    }

    /// What the window says about recording; empty while it records.
    var recordingNotice: String {
        guard gtk_revealer_get_reveal_child(kittens_revealer(parts[.pausedRevealer])) != 0 else { return "" }
        return String(cString: gtk_label_get_text(kittens_label(parts[.pausedLabel])))
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
        onEvent?(.select(row: selectedRow))
    }

    private func closed() {
        onEvent?(.goLive)
        onClose?()
    }
}
