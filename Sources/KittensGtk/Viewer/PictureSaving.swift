import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
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
        saving = (picture, name)
        gtk_native_dialog_set_modal(kittens_native_dialog(owned.raw), 1)
        gtk_file_chooser_set_current_name(kittens_file_chooser(owned.raw), name)
        Signal.onResponse(owned) { [weak self] response in self?.saveDialogAnswered(response) }
        updateActions()
        gtk_native_dialog_show(kittens_native_dialog(owned.raw))
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
                save(saving.picture, to: URL(fileURLWithPath: String(cString: path)))
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
            try AtomicFile.write(picture.original, to: url)
            notice.show(nil)
            return nil
        } catch {
            let message = localized("The picture could not be saved: {reason}", ["reason": error.description])
            notice.show(message)
            return message
        }
    }
}
