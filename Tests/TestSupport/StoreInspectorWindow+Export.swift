import Foundation
import KittensGtk

extension StoreInspectorWindow {
    /// Exports to `url` as the Export button does, and handles main-loop events until the
    /// window reported how it ended: that sentence, or nil when it did not within the deadline.
    @MainActor
    public func exportAndWait(to url: URL) -> String? {
        reportedSentence { export(to: url, reported: $0) }
    }

    /// Writes the test file to `url` as Make a Test… does, and waits as `exportAndWait` does.
    @MainActor
    public func makeTestAndWait(to url: URL) -> String? {
        reportedSentence { makeTest(to: url, reported: $0) }
    }

    /// Starts what `start` starts, and handles main-loop events until it reported a sentence.
    @MainActor
    private func reportedSentence(_ start: (@escaping @MainActor (String) -> Void) -> Void) -> String? {
        let box = ReportedMessage()
        start { box.message = $0 }
        _ = MainContext.wait(until: { box.message != nil })
        return box.message
    }
}

@MainActor
private final class ReportedMessage {
    var message: String?
}
