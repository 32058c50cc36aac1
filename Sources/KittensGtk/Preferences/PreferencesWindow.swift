import CAdw
import CGtk
import GLibRuntime
import Kittens
import KittensSupport

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
    private var lastModel: PreferencesModel?

    /// Its widgets in data/ui/preferences-window.ui; a case's raw value is the widget's id.
    enum Part: String, CaseIterable {
        case keyEntry = "key-entry", pageSizeButton = "page-size-button", saveButton = "save-button"
        case statusLabel = "status-label", tryAgainButton = "try-again-button"
    }

    let parts = UIParts<Part>("preferences-window.ui")

    /// The `GtkWindow`; valid as long as this object lives.
    public var window: UnsafeMutablePointer<GtkWindow> { reference.pointer }

    /// Builds the window transient for `parent`; it is not shown until `present()`.
    public init(parent: UnsafeMutablePointer<GtkWindow>?) {
        let window = kittens_window(parts.builder.widget("window"))
        reference = GObjectRef(retaining: window)
        gtk_window_set_transient_for(window, parent)
        gtk_spin_button_set_range(kittens_spin_button(parts[.pageSizeButton]), Double(PageSize.range.lowerBound), Double(PageSize.range.upperBound))

        Signal.connect(kittens_button(parts[.saveButton]), .clicked) { [weak self] in self?.save() }
        Signal.connect(kittens_button(parts[.tryAgainButton]), .clicked) { [weak self] in self?.onEvent?(.tryKeyringAgain) }
        Signal.connect(GObjectPointer<Adw.PasswordEntryRow>(parts[.keyEntry]), .entryRowActivated) { [weak self] in self?.save() }
        Signal.connect(GObjectPointer<Adw.PasswordEntryRow>(parts[.keyEntry]), .textChanged) { [weak self] in
            guard let self else { return }
            onEvent?(.editKey(APIKey(keyText)))
        }
        if let adjustment = gtk_spin_button_get_adjustment(kittens_spin_button(parts[.pageSizeButton])) {
            Signal.connect(adjustment, .valueChanged) { [weak self] in
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
            gtk_editable_set_text(kittens_editable(parts[.keyEntry]), model.apiKey.revealed)
        }
        let spin = kittens_spin_button(parts[.pageSizeButton])
        if lastModel?.pageSizeRange != model.pageSizeRange {
            gtk_spin_button_set_range(spin, Double(model.pageSizeRange.lowerBound), Double(model.pageSizeRange.upperBound))
        }
        if pageSizeValue != model.pageSize {
            gtk_spin_button_set_value(spin, Double(model.pageSize))
        }
        gtk_label_set_text(kittens_label(parts[.statusLabel]), model.status)
        gtk_widget_set_sensitive(parts[.saveButton], model.canSave ? 1 : 0)
        gtk_widget_set_visible(parts[.tryAgainButton], model.canTryKeyringAgain ? 1 : 0)
        lastModel = model
    }

    /// Shows the window with `model`'s values in the fields.
    public func present(_ model: PreferencesModel) {
        render(model)
        gtk_window_present(window)
    }

    /// Shows the window with the values of the model rendered last in the fields, in place of
    /// what was typed since that the model does not hold.
    public func present() {
        if let lastModel { render(lastModel) }
        gtk_window_present(window)
    }

    /// Whether the window is on screen.
    public var isVisible: Bool { gtk_widget_get_visible(kittens_widget(window)) != 0 }

    /// Closes (hides) the window as the user would.
    public func close() {
        gtk_window_close(window)
    }

    /// The text in the key field.
    var keyText: String { String(cString: gtk_editable_get_text(kittens_editable(parts[.keyEntry]))) }

    /// The status line's text.
    var statusText: String { String(cString: gtk_label_get_text(kittens_label(parts[.statusLabel]))) }

    /// The page size field's value.
    var pageSizeValue: Int { Int(gtk_spin_button_get_value_as_int(kittens_spin_button(parts[.pageSizeButton]))) }

    /// Reports Save, as the Save button and Enter in the key field do, once a number being typed
    /// in the page size field is taken (reported as an edit).
    func save() {
        gtk_spin_button_update(kittens_spin_button(parts[.pageSizeButton]))
        onEvent?(.save)
    }
}
