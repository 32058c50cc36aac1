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
              let chooser = SaveFileChooser(
                  title: localized("Save Image As…"), acceptLabel: localized("_Save"), parent: window,
                  suggestedName: PictureFileName.suggested(imageID: imageID, format: picture.format),
                  folder: saveFolder ?? Self.startFolder(), isModal: true)
        else { return }
        saveDialog = chooser
        updateActions()
        chooser.show { [weak self] choice in self?.saveChosen(choice, picture: picture) }
    }

    /// The user's Pictures folder, or else the home folder: where GNOME apps save pictures.
    /// Without one the chooser starts in Recent, which cannot be saved to.
    private static func startFolder() -> URL? {
        let pictures = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }
        if let pictures, g_file_test(pictures, G_FILE_TEST_IS_DIR) != 0 { return URL(fileURLWithPath: pictures, isDirectory: true) }
        return g_get_home_dir().map { URL(fileURLWithPath: String(cString: $0), isDirectory: true) }
    }

    private func saveChosen(_ choice: SaveFileChoice, picture: ViewerPicture) {
        saveDialog = nil
        switch choice {
        case .local(let url): save(picture, to: url)
        case .notLocal: notice.show(SaveFileChoice.notLocalMessage)
        case .cancelled: break
        }
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
