import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Localization

/// What the user answered a `SaveFileChooser`.
public enum SaveFileChoice: Sendable, Hashable {
    /// A file on this computer, to write to.
    case local(URL)
    /// A place without a local path, such as a portal or gvfs location (`sftp://…`), which
    /// Kittens cannot write to. The caller tells the user with `notLocalMessage`.
    case notLocal(uri: String)
    /// The dialog was closed without a choice.
    case cancelled

    /// What the user reads when they chose a place that is not on this computer.
    public static var notLocalMessage: String {
        localized("Kittens can only save to a folder on this computer.")
    }
}

/// The one "save as" flow of the app: a `GtkFileChooserNative` that suggests a name and a
/// folder, and tells its caller once what the user chose, as a `SaveFileChoice`.
///
/// The dialog lives as long as this object: dropping it, or `close()`, destroys the dialog
/// without an answer.
@MainActor
final class SaveFileChooser {
    private let dialog: GObjectRef<GObject>
    private var onChoice: (@MainActor (SaveFileChoice) -> Void)?

    /// The `GtkFileChooserNative`, for tests that answer in place of the user.
    var raw: UnsafeMutableRawPointer { dialog.raw }

    /// Builds the dialog over `parent`, suggesting `suggestedName` in `folder` (when given).
    /// Nil when GTK could not make the dialog.
    init?(
        title: String, acceptLabel: String, parent: UnsafeMutablePointer<GtkWindow>,
        suggestedName: String, folder: URL? = nil, isModal: Bool = false
    ) {
        guard let made = gtk_file_chooser_native_new(title, parent, GTK_FILE_CHOOSER_ACTION_SAVE, acceptLabel, localized("_Cancel"))
        else { return nil }
        dialog = GObjectRef(owning: made)
        let chooser = kittens_file_chooser(dialog.raw)
        gtk_native_dialog_set_modal(kittens_native_dialog(dialog.raw), isModal ? 1 : 0)
        gtk_file_chooser_set_current_name(chooser, suggestedName)
        if let folder {
            let file = g_file_new_for_path(folder.path)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            var error: UnsafeMutablePointer<GError>?
            gtk_file_chooser_set_current_folder(chooser, file, &error)
            g_clear_error(&error)
        }
        Signal.connect(GObjectPointer<Gtk.FileChooserNative>(dialog), .response) { [weak self] response in self?.answered(response) }
    }

    isolated deinit {
        gtk_native_dialog_destroy(kittens_native_dialog(dialog.raw))
    }

    /// Shows the dialog; `onChoice` runs once, with the user's answer.
    func show(onChoice: @escaping @MainActor (SaveFileChoice) -> Void) {
        self.onChoice = onChoice
        gtk_native_dialog_show(kittens_native_dialog(dialog.raw))
    }

    /// Closes the dialog without telling the caller anything.
    func close() {
        onChoice = nil
        gtk_native_dialog_destroy(kittens_native_dialog(dialog.raw))
    }

    /// Closes the dialog and tells the caller `choice`, once. The dialog's answer comes here;
    /// so does a test's: GTK's own dialog cannot hold a place that is not local without gvfs.
    func finish(with choice: SaveFileChoice) {
        guard let onChoice else { return }
        self.onChoice = nil
        gtk_native_dialog_destroy(kittens_native_dialog(dialog.raw))
        onChoice(choice)
    }

    private func answered(_ response: Int32) {
        guard response == GTK_RESPONSE_ACCEPT.rawValue,
              let file = gtk_file_chooser_get_file(kittens_file_chooser(dialog.raw)) else { return finish(with: .cancelled) }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        finish(with: SaveFileChoice(file))
    }
}

extension SaveFileChoice {
    /// What choosing `file` (a `GFile`) means: local when it has a path.
    init(_ file: OpaquePointer) {
        if let path = g_file_get_path(file) {
            defer { g_free(path) }
            self = .local(URL(fileURLWithPath: String(cString: path)))
            return
        }
        let uri = g_file_get_uri(file)
        defer { g_free(uri) }
        self = .notLocal(uri: uri.map { String(cString: $0) } ?? "")
    }
}
