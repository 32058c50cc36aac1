import CGtk
import FoundationEssentials
import GLibRuntime
import Kittens
import KittensSupport
import Localization

/// Expect… and Make a Minimal Test…: Ctrl+E (or the right-click menu) on a part of the state
/// tree asks what it should have been (`ExpectationPopover`); the mark shows in a strip with
/// Make a Minimal Test…, which writes the fewest recorded steps that still give the wrong value
/// as a Swift test where the user picks, and a button that forgets it.
extension StoreInspectorWindow {
    func connectExpectation() {
        stateTree.onExpect = { [weak self] node in self?.expectation.ask(about: node) }
        expectation.onExpect = { [weak self] path, expected in self?.onEvent?(.expect(path, equals: expected)) }
        Signal.connect(kittens_button(parts[.makeMinimalTestButton]), .clicked) { [weak self] in self?.chooseMinimalTestFile() }
        Signal.connect(kittens_button(parts[.forgetExpectationButton]), .clicked) { [weak self] in self?.onEvent?(.forgetExpectation) }
    }

    func renderExpectation(_ model: StoreInspectorModel.Expectation?) {
        if let model { gtk_label_set_text(kittens_label(parts[.expectationLabel]), model.text) }
        gtk_widget_set_visible(parts[.makeMinimalTestButton], minimalTestSource == nil ? 0 : 1)
        let revealer = kittens_revealer(parts[.expectationRevealer])
        if (gtk_revealer_get_reveal_child(revealer) != 0) != (model != nil) { gtk_revealer_set_reveal_child(revealer, model == nil ? 0 : 1) }
    }

    /// What the strip says of the value marked wrong; empty when none is.
    var expectationText: String {
        guard gtk_revealer_get_reveal_child(kittens_revealer(parts[.expectationRevealer])) != 0 else { return "" }
        return String(cString: gtk_label_get_text(kittens_label(parts[.expectationLabel])))
    }

    /// Writes the minimal test of the value marked wrong at `url`, its class named after the
    /// file, shrinking off the main loop's way (it awaits between tries); then shows a sentence
    /// about what happened in the window and passes it to `reported`.
    public func makeMinimalTest(to url: URL, reported: @escaping @MainActor (String) -> Void = { _ in }) {
        guard let minimalTestSource else { return }
        let writer = fileWriter
        Task { [weak self] in
            let message: String
            do throws(MinimalTestProblem) {
                let source = try await minimalTestSource(url.deletingPathExtension().lastPathComponent)
                message = switch await writer.write(Data(source.utf8), to: url, access: .document) {
                case .success: localized("Wrote the test {path}.", ["path": url.path])
                case .failure(let failure): localized("Could not save {path}: {reason}.", ["path": url.path, "reason": failure.description])
                }
            } catch {
                message = error.description
            }
            self?.showExportOutcome(message, reported)
        }
    }

    func chooseMinimalTestFile() {
        chooseFile(title: localized("Make a Minimal Test"), acceptLabel: localized("_Save"), suggestedName: "MinimalTests.swift") {
            [weak self] url in self?.makeMinimalTest(to: url)
        }
    }
}
