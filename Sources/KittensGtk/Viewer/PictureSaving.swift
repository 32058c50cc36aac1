import CGLib
import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport
import Localization

/// "Save Image As…": when the store asks for a file, a `GtkFileChooserNative` suggesting
/// `PictureFileName`; the answer goes back to the store, which writes the file.
extension ViewerPresenter {
    /// Opens the save dialog for `url`'s loaded picture; without one (or a window) tells the
    /// store the Save was cancelled, so that it does not wait for an answer that never comes.
    func chooseSaveFile(imageID: String, url: URL) {
        guard saveDialog == nil, let window, case .loaded(let picture) = loader.state(of: url),
              let chooser = SaveFileChooser(
                  title: localized("Save Image As…"), acceptLabel: localized("_Save"), parent: window,
                  suggestedName: PictureFileName.suggested(imageID: imageID, format: picture.format),
                  folder: saveFolder ?? Self.startFolder(), isModal: true)
        else { return emit?(.saveDestinationChosen(.cancelled)) ?? () }
        saveDialog = chooser
        updateActions()
        chooser.show { [weak self] choice in self?.saveChosen(choice) }
    }

    /// The user's Pictures folder, or else the home folder: where GNOME apps save pictures.
    /// Without one the chooser starts in Recent, which cannot be saved to.
    private static func startFolder() -> URL? {
        let pictures = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }
        if let pictures, g_file_test(pictures, G_FILE_TEST_IS_DIR) != 0 { return URL(fileURLWithPath: pictures, isDirectory: true) }
        return g_get_home_dir().map { URL(fileURLWithPath: String(cString: $0), isDirectory: true) }
    }

    private func saveChosen(_ choice: SaveFileChoice) {
        saveDialog = nil
        updateActions()
        emit?(.saveDestinationChosen(PictureSaveDestination(choice)))
    }
}

extension PictureSaveDestination {
    init(_ choice: SaveFileChoice) {
        switch choice {
        case .local(let url): self = .file(url)
        case .notLocal: self = .notOnThisComputer
        case .cancelled: self = .cancelled
        }
    }
}
