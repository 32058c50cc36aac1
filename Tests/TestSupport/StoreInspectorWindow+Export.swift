import Foundation
import KittensGtk

extension StoreInspectorWindow {
    /// Exports to `url` as the Export button does, and handles main-loop events until the
    /// window reported how it ended: that sentence, or nil when it did not within the deadline.
    @MainActor
    public func exportAndWait(to url: URL) -> String? {
        let box = ReportedMessage()
        export(to: url) { box.message = $0 }
        _ = MainContext.wait(until: { box.message != nil })
        return box.message
    }
}

@MainActor
private final class ReportedMessage {
    var message: String?
}
