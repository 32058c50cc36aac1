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
/// A value computed when asked: make a new one to see events recorded since.
@MainActor
public struct StoreTimeline {
    /// Every event kept by the recordings, oldest first.
    public let entries: [StoreTimelineEntry]
    private let recordings: [String: any InspectableRecording]

    /// The timeline of `recordings` as they are now; recordings of one factory share its clock.
    public init(recordings: [any InspectableRecording]) {
        var ranked: [(entry: StoreTimelineEntry, store: Int)] = []
        for (store, recording) in recordings.enumerated() {
            ranked += recording.timelineEntries.map { ($0, store) }
        }
        ranked.sort { left, right in
            if left.entry.time != right.entry.time { return left.entry.time < right.entry.time }
            if left.store != right.store { return left.store < right.store }
            return left.entry.sequence < right.entry.sequence
        }
        entries = ranked.map(\.entry)
        self.recordings = Dictionary(recordings.map { ($0.storeName, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The position of `id` in `entries`, if it is kept.
    public func index(of id: StoreTimelineEntry.ID) -> Int? {
        entries.firstIndex { $0.id == id }
    }

    /// How the event `id` changed its store's state, as `StateDiff` lines; empty when it changed
    /// nothing; nil when the event is not kept.
    public func changeLines(of id: StoreTimelineEntry.ID) -> [String]? {
        recordings[id.storeName]?.changeLines(ofSequence: id.sequence)
    }
}
