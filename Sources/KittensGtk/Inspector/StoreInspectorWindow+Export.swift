import CGtk
import FoundationEssentials
import Kittens
import KittensSupport
import Localization

/// Export…: every store's recording to a file the user picks, written off the main thread.
extension StoreInspectorWindow {
    /// Writes every store's recording to `url` as one JSON file (a `SessionRecording`), the
    /// file on a utility queue (`fileWriter`); then shows a sentence about what happened in the
    /// window and passes it to `reported`.
    public func export(to url: URL, reported: @escaping @MainActor (String) -> Void = { _ in }) {
        let (data, count): (Data, Int)
        do {
            (data, count) = try sessionFile()
        } catch {
            return showExportOutcome(localized("The recording could not be turned into JSON."), reported)
        }
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

    func showExportOutcome(_ message: String, _ reported: @MainActor (String) -> Void) {
        gtk_label_set_text(kittens_label(parts[.statusLabel]), message)
        reported(message)
    }

    func chooseExportFile() {
        chooseFile(title: localized("Export Recording"), acceptLabel: localized("_Export"), suggestedName: "kittens-recording.json") {
            [weak self] url in self?.export(to: url)
        }
    }

    /// Asks for a file to save to, at most one dialog at a time, then hands a local one to `save`.
    func chooseFile(title: String, acceptLabel: String, suggestedName: String, save: @escaping @MainActor (URL) -> Void) {
        guard exportDialog == nil,
              let chooser = SaveFileChooser(title: title, acceptLabel: acceptLabel, parent: window, suggestedName: suggestedName)
        else { return }
        exportDialog = chooser
        chooser.show { [weak self] choice in self?.fileChosen(choice, save: save) }
    }

    /// Acts on what the user chose in a save dialog.
    func fileChosen(_ choice: SaveFileChoice, save: @MainActor (URL) -> Void) {
        exportDialog = nil
        switch choice {
        case .local(let url): save(url)
        case .notLocal: gtk_label_set_text(kittens_label(parts[.statusLabel]), SaveFileChoice.notLocalMessage)
        case .cancelled: break
        }
    }

    /// Acts on what the user chose in the "Export Recording" dialog.
    func exportChosen(_ choice: SaveFileChoice) {
        fileChosen(choice) { [weak self] url in self?.export(to: url) }
    }
}
