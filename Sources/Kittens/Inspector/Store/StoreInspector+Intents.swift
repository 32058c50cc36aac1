import MVI
import MVIRecording

extension StoreInspector {
    /// For an intent typed by hand (`IntentSyntax`): the names of the intents the store
    /// `storeName` was sent, as its recording keeps them, that start with the case name `text`
    /// types, each once.
    public func intentCompletions(of text: String, inStore storeName: String) -> [String] {
        guard let recording = recordings.first(where: { $0.storeName == storeName }) else { return [] }
        let names = recording.timelineEntries(after: nil).filter { $0.kind == .intent }.map(\.name)
        return IntentSyntax.completions(of: text, among: names)
    }
}
