import MVIRecording

/// What the Store Inspector's search keeps: the events whose store name, kind (intent, action,
/// message, label) or name hold every word typed, in any case. "kitten message" keeps the
/// kitten store's messages; an empty search keeps everything.
struct StoreInspectorSearch: Equatable {
    /// What was typed, as it was typed.
    let text: String
    private let words: [String]

    init(_ text: String) {
        self.text = text
        words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Whether every event is kept.
    var keepsEverything: Bool { words.isEmpty }

    /// Whether `entry` is kept.
    func keeps(_ entry: StoreTimelineEntry) -> Bool {
        guard !keepsEverything else { return true }
        let fields = [entry.storeName.lowercased(), entry.kind.rawValue, entry.name.lowercased()]
        return words.allSatisfy { word in fields.contains { $0.contains(word) } }
    }
}
