import CAdw
import CGLib
import CGtk
import Dispatch
import GLibRuntime
import Kittens
import KittensPictures
import Localization

/// "My votes" on the Rate page (the "my-votes" part of data/ui/rate-page.ui): the account's
/// votes in a `GtkListView` (only visible rows have widgets, thumbnails through the window's
/// `ThumbnailLoader`), under a strip that says why changes wait, or a status page, "No votes
/// yet", when there are none. It renders a `MyVotesModel` and sends a change or a withdrawal.
///
/// By keyboard: the arrows move through the votes; on the selected one L likes, D is not for
/// me, Delete withdraws it (`MyVotesShortcuts`); Tab reaches each row's buttons.
@MainActor
final class MyVotesPage {
    enum Part: String, CaseIterable {
        case page = "my-votes"
        case stack = "my-votes-stack"
        case scroller = "my-votes-scroller"
        case empty = "my-votes-empty"
        case spinner = "my-votes-spinner"
        case statusRevealer = "my-votes-status-revealer"
        case statusText = "my-votes-status-text"
        case statusKeyButton = "my-votes-status-preferences"
    }

    enum Page: String {
        case list, empty
    }

    private let parts: UIParts<Part>
    /// The strip over the votes that says why changes wait (`MyVotesModel.status`).
    let statusStrip: OutboxStatusStrip
    let listView: UnsafeMutablePointer<GtkWidget>
    private let strings: GObjectRef<GObject>
    private let selection: GObjectRef<GObject>
    private let factory: GObjectRef<GObject>
    private let thumbnails: ThumbnailLoader
    private let items: ThumbnailItems<MyVoteRowWidgets>
    private(set) var rows: [MyVoteRow] = []
    private var isDetached = false
    /// What the user does to a vote.
    var onEvent: ((VotesIntent) -> Void)?

    init(parts: UIParts<Part>, thumbnails: ThumbnailLoader) {
        self.parts = parts
        self.thumbnails = thumbnails
        statusStrip = OutboxStatusStrip(revealer: parts[.statusRevealer], text: parts[.statusText], keyButton: parts[.statusKeyButton])
        let list = StringListView()
        (strings, selection, factory, listView) = (list.strings, list.selection, list.factory, list.listView)
        items = ThumbnailItems(of: GObjectPointer(factory), loader: thumbnails)
        kittens_set_accessible_label(listView, localized("My votes"))
        gtk_scrolled_window_set_child(kittens_scrolled_window(parts[.scroller]), listView)
        let actions = kittens_insert_action_group(listView, "my-votes")
        addAction("like", to: actions) { [weak self] in self?.changeSelected(to: .up) }
        addAction("not-for-me", to: actions) { [weak self] in self?.changeSelected(to: .down) }
        addAction("withdraw", to: actions) { [weak self] in
            if let row = self?.selectedRow { self?.onEvent?(.withdraw(imageID: row.imageID)) }
        }
        kittens_add_local_shortcut(listView, WindowShortcut.myVoteLike.trigger, "my-votes.like")
        kittens_add_local_shortcut(listView, WindowShortcut.myVoteNotForMe.trigger, "my-votes.not-for-me")
        kittens_add_local_shortcut(listView, WindowShortcut.myVoteWithdraw.trigger, "my-votes.withdraw")
        connectFactory()
    }

    var widget: UnsafeMutablePointer<GtkWidget> { parts[.page] }

    /// Shows the votes of `model`: the list changes by one splice where votes came, went or
    /// moved (a changed vote is the newest), keeping the selected vote selected, or else the row
    /// where a withdrawn one was, and a row whose vote only changed is shown anew in place (its
    /// focus stays); the status page when there are none, saying so while they are read.
    func render(_ model: MyVotesModel) {
        guard !isDetached else { return }
        let selected = selectedPosition
        let selectedID = selected.map { rows[$0].imageID }
        let hadFocus = hasFocus
        let update = RowsUpdate(from: rows.map(\.imageID), to: model.rows.map(\.imageID))
        let isChanged = rows != model.rows
        rows = model.rows
        if let update {
            let added = model.rows[update.added].map(\.imageID)
            withCStringArray(added) { strings in
                gtk_string_list_splice(kittens_string_list(self.strings.raw), guint(update.position), guint(update.removed), strings)
            }
            if let selected, !rows.isEmpty {
                let position = selectedID.flatMap { id in rows.firstIndex { $0.imageID == id } } ?? min(selected, rows.count - 1)
                gtk_single_selection_set_selected(kittens_single_selection(selection.raw), guint(position))
                // The splice rebinds the focused row's widget to another vote: the focus goes to
                // the selected one once the list has laid its rows out again.
                if hadFocus {
                    DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.focusSelected() } }
                }
            }
        }
        if isChanged {
            for (item, widgets) in items.all {
                let position = Int(gtk_list_item_get_position(kittens_list_item(item)))
                if rows.indices.contains(position), let shown = widgets.row, shown != rows[position] {
                    widgets.bind(rows[position], loader: thumbnails)
                }
            }
        }
        let page: Page = rows.isEmpty ? .empty : .list
        if visiblePage != page {
            gtk_stack_set_visible_child_name(kittens_stack(parts[.stack]), page.rawValue)
            if hadFocus, page == .empty { gtk_widget_grab_focus(parts[.empty]) }
        }
        let status = kittens_adw_status_page(parts[.empty])
        let reading = rows.isEmpty && model.isReading
        adw_status_page_set_title(status, reading ? localized("Reading your votes…") : localized("No votes yet"))
        gtk_widget_set_visible(parts[.spinner], reading ? 1 : 0)
        gtk_spinner_set_spinning(kittens_spinner(parts[.spinner]), reading ? 1 : 0)
        statusStrip.render(model.status)
    }

    var visiblePage: Page? {
        gtk_stack_get_visible_child_name(kittens_stack(parts[.stack])).flatMap { Page(rawValue: String(cString: $0)) }
    }

    /// The title of the status page shown when there are no votes.
    var emptyTitle: String? {
        adw_status_page_get_title(kittens_adw_status_page(parts[.empty])).map { String(cString: $0) }
    }

    private var selectedPosition: Int? {
        let position = Int(gtk_single_selection_get_selected(kittens_single_selection(selection.raw)))
        return rows.indices.contains(position) ? position : nil
    }

    /// The selected vote, if any.
    var selectedRow: MyVoteRow? { selectedPosition.map { rows[$0] } }

    /// Whether the keyboard focus is in the list.
    private var hasFocus: Bool {
        guard let root = gtk_widget_get_root(listView), let focus = gtk_root_get_focus(root) else { return false }
        return focus == listView || gtk_widget_is_ancestor(focus, listView) != 0
    }

    /// The vote whose row has the keyboard focus, if one has.
    var focusedRow: MyVoteRow? {
        guard let root = gtk_widget_get_root(listView), var widget = gtk_root_get_focus(root) else { return nil }
        while widget != listView {
            if let row = items.all.values.first(where: { $0.box == widget })?.row { return row }
            if let child = gtk_widget_get_first_child(widget), let row = items.all.values.first(where: { $0.box == child })?.row { return row }
            guard let parent = gtk_widget_get_parent(widget) else { return nil }
            widget = parent
        }
        return nil
    }

    /// Gives the keyboard focus to the list, on the selected vote (the first when none is).
    func focusList() {
        guard !rows.isEmpty else { return }
        let position = selectedPosition ?? 0
        gtk_single_selection_set_selected(kittens_single_selection(selection.raw), guint(position))
        focus(position)
    }

    private func focusSelected() {
        guard !isDetached, let position = selectedPosition else { return }
        focus(position)
    }

    /// Moves the keyboard focus to the row at `position`: to its list item's widget when it has
    /// one, else (scrolled away) the list view scrolls to it and takes the focus.
    private func focus(_ position: Int) {
        let item = items.widgets(at: guint(position))
        if let item, let widget = gtk_widget_get_parent(item.box), gtk_widget_grab_focus(widget) != 0 { return }
        _ = gtk_widget_activate_action_variant(listView, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
        gtk_widget_grab_focus(listView)
    }

    /// The widgets of the rows that exist now (visible or about to be), for tests.
    var boundRows: [MyVoteRowWidgets] { items.all.values.filter { $0.row != nil } }

    private func changeSelected(to value: VoteValue) {
        guard let row = selectedRow, row.value != value else { return }
        onEvent?(.change(imageID: row.imageID, to: value))
    }

    private func connectFactory() {
        let factory = GObjectPointer<Gtk.SignalListItemFactory>(self.factory)
        let size = thumbnails.standardSize
        Signal.connect(factory, .listItem(.setup)) { [weak self] item in
            guard let self, !self.isDetached else { return }
            let widgets = MyVoteRowWidgets(loaderSize: size)
            widgets.onChange = { [weak self] row in self?.onEvent?(.change(imageID: row.imageID, to: row.changedValue)) }
            widgets.onWithdraw = { [weak self] row in self?.onEvent?(.withdraw(imageID: row.imageID)) }
            self.items.add(widgets, to: item)
        }
        Signal.connect(factory, .listItem(.bind)) { [weak self] item in
            guard let self, let widgets = self.items[item] else { return }
            let position = Int(gtk_list_item_get_position(kittens_list_item(item)))
            guard self.rows.indices.contains(position) else { return }
            widgets.bind(self.rows[position], loader: self.thumbnails)
        }
    }

    /// Stops its thumbnail work: the window is being destroyed.
    func detach() {
        isDetached = true
        onEvent = nil
        items.detachAll()
    }
}
