import CGtk
import FoundationEssentials
import KittensSupport
import Localization

/// Make a Test…: every store's recording as a Swift file of `TestStore` tests, written where the
/// user picks, off the main thread.
extension StoreInspectorWindow {
    /// Writes the recordings as a test file at `url`, its class named after the file; then shows
    /// a sentence about what happened in the window and passes it to `reported`.
    public func makeTest(to url: URL, reported: @escaping @MainActor (String) -> Void = { _ in }) {
        guard let testSource else { return }
        let source: String
        do {
            source = try testSource(url.deletingPathExtension().lastPathComponent)
        } catch {
            return showExportOutcome(localized("The recording could not be written as a test."), reported)
        }
        let writer = fileWriter
        Task { [weak self] in
            let message = switch await writer.write(Data(source.utf8), to: url, access: .document) {
            case .success: localized("Wrote the test {path}.", ["path": url.path])
            case .failure(let failure): localized("Could not save {path}: {reason}.", ["path": url.path, "reason": failure.description])
            }
            self?.showExportOutcome(message, reported)
        }
    }

    func chooseTestFile() {
        chooseFile(title: localized("Make a Test"), acceptLabel: localized("_Save"), suggestedName: "RecordedTests.swift") {
            [weak self] url in self?.makeTest(to: url)
        }
    }
}
