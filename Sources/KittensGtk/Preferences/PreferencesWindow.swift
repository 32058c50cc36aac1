import CAdw
import CGtk
import GLibRuntime
import Kittens
import KittensSupport
import Localization

/// The "Preferences" window (`AdwPreferencesWindow`, with its own header bar): the TheCatAPI key
/// in an `AdwPasswordEntryRow` (with the peek icon), the page size in a spin button on an
/// `AdwActionRow`, then a status line, Try Again while the keyring cannot be reached, and Save
/// (Enter in the key field saves too). It renders a
/// `PreferencesModel` and reports `PreferencesIntent`s; it decides nothing: a Save pressed while
/// one runs goes to the store like any other, which refuses it.
///
/// Each edit of a field is reported as it happens (`editKey`, `editPageSize`); the model
/// says what the fields hold. Transient for the main window, not modal; closing hides it.
@MainActor
public final class PreferencesWindow: PreferencesView {
    /// Where user actions go.
    public var onEvent: ((PreferencesIntent) -> Void)?

    private let reference: GObjectRef<GtkWindow>
    let keyEntry: UnsafeMutablePointer<GtkWidget>
    let pageSizeButton: UnsafeMutablePointer<GtkWidget>
    let saveButton: UnsafeMutablePointer<GtkWidget>
    let statusLabel: UnsafeMutablePointer<GtkWidget>
    let tryAgainButton: UnsafeMutablePointer<GtkWidget>
    private var lastModel: PreferencesModel?

    /// The `GtkWindow`; valid as long as this object lives.
    public var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// Builds the window transient for `parent`; it is not shown until `present()`.
    public init(parent: UnsafeMutablePointer<GtkWindow>?) {
        let window = kittens_window(adw_preferences_window_new()!)
        reference = GObjectRef(retaining: window)
        gtk_window_set_title(window, localized("Preferences"))
        gtk_window_set_default_size(window, 480, 420)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 0)
        gtk_window_set_hide_on_close(window, 1)
        adw_preferences_window_set_search_enabled(kittens_adw_preferences_window(window), 0)

        keyEntry = adw_password_entry_row_new()
        adw_preferences_row_set_title(kittens_adw_preferences_row(keyEntry), Markup.escaped(localized("TheCatAPI _key")))
        adw_preferences_row_set_use_underline(kittens_adw_preferences_row(keyEntry), 1)
        kittens_set_accessible_label(keyEntry, localized("TheCatAPI key"))
        pageSizeButton = gtk_spin_button_new_with_range(Double(PageSize.range.lowerBound), Double(PageSize.range.upperBound), 1)
        gtk_spin_button_set_numeric(kittens_spin_button(pageSizeButton), 1)
        gtk_widget_set_valign(pageSizeButton, GTK_ALIGN_CENTER)
        kittens_set_accessible_label(pageSizeButton, localized("Images per page"))
        saveButton = gtk_button_new_with_mnemonic(localized("_Save"))
        gtk_widget_add_css_class(saveButton, "suggested-action")
        statusLabel = gtk_label_new(nil)
        gtk_label_set_xalign(kittens_label(statusLabel), 0)
        gtk_label_set_wrap(kittens_label(statusLabel), 1)
        gtk_widget_set_hexpand(statusLabel, 1)
        gtk_widget_add_css_class(statusLabel, "dim-label")
        tryAgainButton = gtk_button_new_with_mnemonic(localized("_Try Again"))
        gtk_widget_set_visible(tryAgainButton, 0)

        layOut()
        Signal.onClicked(kittens_button(saveButton)) { [weak self] in self?.save() }
        Signal.onClicked(kittens_button(tryAgainButton)) { [weak self] in self?.onEvent?(.tryKeyringAgain) }
        Signal.onEntryRowActivated(GObjectPointer<Adw.PasswordEntryRow>(keyEntry)) { [weak self] in self?.save() }
        Signal.onTextChanged(GObjectPointer<Adw.PasswordEntryRow>(keyEntry)) { [weak self] in
            guard let self else { return }
            onEvent?(.editKey(APIKey(keyText)))
        }
        if let adjustment = gtk_spin_button_get_adjustment(kittens_spin_button(pageSizeButton)) {
            Signal.onValueChanged(adjustment) { [weak self] in
                guard let self else { return }
                onEvent?(.editPageSize(pageSizeValue))
            }
        }
    }

    isolated deinit {
        gtk_window_destroy(reference.pointer)
    }

    /// Shows `model`. A field is set only when it holds something else, so that what the user
    /// is typing (which the model holds too) keeps its cursor.
    public func render(_ model: PreferencesModel) {
        if keyText != model.apiKey.revealed {
            gtk_editable_set_text(kittens_editable(keyEntry), model.apiKey.revealed)
        }
        let spin = kittens_spin_button(pageSizeButton)
        if lastModel?.pageSizeRange != model.pageSizeRange {
            gtk_spin_button_set_range(spin, Double(model.pageSizeRange.lowerBound), Double(model.pageSizeRange.upperBound))
        }
        if pageSizeValue != model.pageSize {
            gtk_spin_button_set_value(spin, Double(model.pageSize))
        }
        gtk_label_set_text(kittens_label(statusLabel), model.status)
        gtk_widget_set_sensitive(saveButton, model.canSave ? 1 : 0)
        gtk_widget_set_visible(tryAgainButton, model.canTryKeyringAgain ? 1 : 0)
        lastModel = model
    }

    /// Shows the window with `model`'s values in the fields.
    public func present(_ model: PreferencesModel) {
        render(model)
        gtk_window_present(window)
    }

    /// Whether the window is on screen.
    public var isVisible: Bool { gtk_widget_get_visible(kittens_widget(window)) != 0 }

    /// Closes (hides) the window as the user would.
    public func close() {
        gtk_window_close(window)
    }

    /// The text in the key field.
    var keyText: String { String(cString: gtk_editable_get_text(kittens_editable(keyEntry))) }

    /// The status line's text.
    var statusText: String { String(cString: gtk_label_get_text(kittens_label(statusLabel))) }

    /// The page size field's value.
    var pageSizeValue: Int { Int(gtk_spin_button_get_value_as_int(kittens_spin_button(pageSizeButton))) }

    /// Reports Save, as the Save button and Enter in the key field do, once a number being typed
    /// in the page size field is taken (reported as an edit).
    func save() {
        gtk_spin_button_update(kittens_spin_button(pageSizeButton))
        onEvent?(.save)
    }

    /// One page: the key and the page size in a group, then the status line, and Try Again and
    /// Save under it at the end.
    private func layOut() {
        let sizeRow = adw_action_row_new()!
        adw_preferences_row_set_title(kittens_adw_preferences_row(sizeRow), Markup.escaped(localized("Images per _page")))
        adw_preferences_row_set_use_underline(kittens_adw_preferences_row(sizeRow), 1)
        adw_action_row_add_suffix(kittens_adw_action_row(sizeRow), pageSizeButton)
        adw_action_row_set_activatable_widget(kittens_adw_action_row(sizeRow), pageSizeButton)

        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(kittens_adw_preferences_group(group), Markup.escaped(localized("TheCatAPI")))
        adw_preferences_group_add(kittens_adw_preferences_group(group), keyEntry)
        adw_preferences_group_add(kittens_adw_preferences_group(group), sizeRow)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        gtk_box_append(kittens_box(buttons), tryAgainButton)
        gtk_box_append(kittens_box(buttons), saveButton)
        let footer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(kittens_box(footer), statusLabel)
        gtk_box_append(kittens_box(footer), buttons)
        let actions = adw_preferences_group_new()!
        adw_preferences_group_add(kittens_adw_preferences_group(actions), footer)

        let page = adw_preferences_page_new()!
        adw_preferences_page_add(kittens_adw_preferences_page(page), kittens_adw_preferences_group(group))
        adw_preferences_page_add(kittens_adw_preferences_page(page), kittens_adw_preferences_group(actions))
        adw_preferences_window_add(kittens_adw_preferences_window(window), kittens_adw_preferences_page(page))
    }
}
