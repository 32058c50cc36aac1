import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport
import Localization

/// "Save Image As…": a `GtkFileChooserNative` suggesting `PictureFileName`, then the original
/// bytes written with `AtomicFile`. A failure reaches the user in words, on the notice.
extension ViewerPresenter {
    func chooseSaveFile(for picture: ViewerPicture, imageID: String) {
        guard saveDialog == nil, let window,
              let dialog = gtk_file_chooser_native_new(
                  localized("Save Image As…"), window, GTK_FILE_CHOOSER_ACTION_SAVE, localized("_Save"), localized("_Cancel"))
        else { return }
        let owned = GObjectRef(owning: dialog)
        saveDialog = owned
        let name = PictureFileName.suggested(imageID: imageID, format: picture.format)
        saving = picture
        gtk_native_dialog_set_modal(kittens_native_dialog(owned.raw), 1)
        gtk_file_chooser_set_current_name(kittens_file_chooser(owned.raw), name)
        if let folder = saveFolder.map({ g_file_new_for_path($0.path) }) ?? Self.startFolder() {
            defer { g_object_unref(UnsafeMutableRawPointer(folder)) }
            var error: UnsafeMutablePointer<GError>?
            gtk_file_chooser_set_current_folder(kittens_file_chooser(owned.raw), folder, &error)
            g_clear_error(&error)
        }
        Signal.onResponse(GObjectPointer<Gtk.FileChooserNative>(owned)) { [weak self] response in self?.saveDialogAnswered(response) }
        updateActions()
        gtk_native_dialog_show(kittens_native_dialog(owned.raw))
    }

    /// The user's Pictures folder, or else the home folder: where GNOME apps save pictures.
    /// Without one the chooser starts in Recent, which cannot be saved to.
    private static func startFolder() -> OpaquePointer? {
        let pictures = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }
        if let pictures, g_file_test(pictures, G_FILE_TEST_IS_DIR) != 0 { return g_file_new_for_path(pictures) }
        return g_get_home_dir().map { g_file_new_for_path($0) }
    }

    private func saveDialogAnswered(_ response: Int32) {
        guard let dialog = saveDialog, let saving else { return }
        saveDialog = nil
        self.saving = nil
        if response == GTK_RESPONSE_ACCEPT.rawValue,
           let file = gtk_file_chooser_get_file(kittens_file_chooser(dialog.raw)) {
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            if let path = g_file_get_path(file) {
                defer { g_free(path) }
                save(saving, to: URL(fileURLWithPath: String(cString: path)))
            } else {
                notice.show(localized("The picture can only be saved to a local folder."))
            }
        }
        gtk_native_dialog_destroy(kittens_native_dialog(dialog.raw))
        updateActions()
    }

    /// Writes the picture's original bytes to `url` atomically; on failure shows why and
    /// returns the words shown.
    @discardableResult
    func save(_ picture: ViewerPicture, to url: URL) -> String? {
        do {
            try AtomicFile.write(picture.original, to: url, access: .document)
            notice.show(nil)
            return nil
        } catch {
            let message = localized("The picture could not be saved: {reason}", ["reason": error.description])
            notice.show(message)
            return message
        }
    }
}
