import MVI

/// One event in a `StoreTimeline`: which store, which event, what kind, and when.
public struct StoreTimelineEntry: Equatable, Hashable, Sendable, Identifiable {
    /// An event of one store, by the store's name and the event's sequence number.
    public struct ID: Hashable, Sendable {
        public let storeName: String
        public let sequence: Int

        public init(storeName: String, sequence: Int) {
            self.storeName = storeName
            self.sequence = sequence
        }
    }

    public let id: ID
    public let kind: StoreEventKind
    /// The name of the event's case: "loaded", "open", ….
    public let name: String
    /// When it happened, on the clock of the factory that recorded it.
    public let time: Duration

    public var storeName: String { id.storeName }
    public var sequence: Int { id.sequence }

    public init(id: ID, kind: StoreEventKind, name: String, time: Duration) {
        self.id = id
        self.kind = kind
        self.name = name
        self.time = time
    }
}

/// The events of several stores' recordings in one list, ordered by time (events at the same
/// time in the order of `recordings`, then of their sequence numbers), and the change each made.
/// `update()` brings it to the recordings as they are now, at a cost that grows with the events
/// recorded since, not with all of them.
@MainActor
public struct StoreTimeline {
    /// Every event kept by the recordings, oldest first.
    public private(set) var entries: [StoreTimelineEntry] = []
    private let recordings: [any InspectableRecording]
    private let storeIndex: [String: Int]
    /// For each recording, the sequence of its newest event in `entries`.
    private var newestSequences: [Int?]
    /// For each recording, the sequence of its oldest event kept, when `entries` was made.
    private var oldestSequences: [Int?]

    /// The timeline of `recordings` as they are now; recordings of one factory share its clock.
    public init(recordings: [any InspectableRecording]) {
        self.recordings = recordings
        storeIndex = Dictionary(recordings.enumerated().map { ($1.storeName, $0) }, uniquingKeysWith: { _, last in last })
        newestSequences = Array(repeating: nil, count: recordings.count)
        oldestSequences = Array(repeating: nil, count: recordings.count)
        update()
    }

    /// Adds the events recorded since the last update, and lets go of those the recordings let go.
    public mutating func update() {
        var added: [StoreTimelineEntry] = []
        for (store, recording) in recordings.enumerated() {
            let new = recording.timelineEntries(after: newestSequences[store])
            if let last = new.last { newestSequences[store] = last.sequence }
            added += new
        }
        let oldest = recordings.map(\.oldestSequence)
        if oldest != oldestSequences {
            oldestSequences = oldest
            entries.removeAll { entry in
                guard let store = storeIndex[entry.storeName], let first = oldest[store] else { return true }
                return entry.sequence < first
            }
        }
        guard !added.isEmpty else { return }
        added.sort(by: precedes)
        if let last = entries.last, let first = added.first, precedes(first, last) {
            entries += added
            entries.sort(by: precedes)
        } else {
            entries += added
        }
    }

    private func precedes(_ left: StoreTimelineEntry, _ right: StoreTimelineEntry) -> Bool {
        if left.time != right.time { return left.time < right.time }
        let leftStore = storeIndex[left.storeName] ?? 0, rightStore = storeIndex[right.storeName] ?? 0
        if leftStore != rightStore { return leftStore < rightStore }
        return left.sequence < right.sequence
    }

    /// The position of `id` in `entries`, if it is kept.
    public func index(of id: StoreTimelineEntry.ID) -> Int? {
        entries.firstIndex { $0.id == id }
    }

    /// How the event `id` changed its store's state, as `StateDiff` lines; empty when it changed
    /// nothing; nil when the event is not kept.
    public func changeLines(of id: StoreTimelineEntry.ID) -> [String]? {
        storeIndex[id.storeName].flatMap { recordings[$0].changeLines(ofSequence: id.sequence) }
    }
}
