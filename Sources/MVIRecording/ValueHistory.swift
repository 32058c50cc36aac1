import MVI

/// The events of a store's recording that changed one part of its state (a `StatePath`),
/// newest first, each with the part before and after it: to see where a wrong value came from.
/// Where the recording was paused, the store ran on unrecorded: a gap says so, with the part
/// before the pause and after the first event kept again when the two differ.
///
/// Computed when asked, by walking the states the recording keeps in order (each rebuilt once).
public struct ValueHistory: Equatable, Sendable {
    /// One line of the history.
    public enum Entry: Equatable, Sendable {
        /// An event that changed the part.
        case change(ValueChange)
        /// The recording was paused before the event numbered `beforeSequence`; `change` is how
        /// the part differs across the pause and that event, nil when it does not.
        case gap(storeName: String, beforeSequence: Int, change: ValueChange?)
    }

    /// The store whose state the history is of.
    public let storeName: String
    /// The part of the state.
    public let path: StatePath
    /// The changes, newest first.
    public let entries: [Entry]

    /// The history of the part at `path` of the state of `recording`.
    @MainActor
    public init(of path: StatePath, in recording: any InspectableRecording) {
        storeName = recording.storeName
        self.path = path
        let pauses = Set(recording.sequencesAfterPauses)
        var entries: [Entry] = []
        var before = path.value(in: recording.stateBeforeOldest)
        for event in recording.timelineEntries(after: nil) {
            guard let state = recording.state(afterSequence: event.sequence) else { continue }
            let after = path.value(in: state)
            let change = ValueEquality.same(before, after) ? nil : ValueChange(event, old: before, new: after)
            if pauses.contains(event.sequence) {
                entries.append(.gap(storeName: event.storeName, beforeSequence: event.sequence, change: change))
            } else if let change {
                entries.append(.change(change))
            }
            before = after
        }
        self.entries = entries.reversed()
    }

    /// The history of the part at `path` of the state of the store `storeName`, among
    /// `recordings`; nil when none is of that store.
    @MainActor
    public init?(of path: StatePath, inStore storeName: String, among recordings: [any InspectableRecording]) {
        guard let recording = recordings.first(where: { $0.storeName == storeName }) else { return nil }
        self.init(of: path, in: recording)
    }

    /// The changes alone, newest first, without the gaps.
    public var changes: [ValueChange] {
        entries.compactMap { if case .change(let change) = $0 { change } else { nil } }
    }
}

/// An event that changed a part of a store's state: which event, and the part before and after
/// it as an inspector shows values ("nil" where there was none).
public struct ValueChange: Equatable, Sendable {
    /// The event: its store, sequence number, kind, name and time.
    public let event: StoreTimelineEntry
    public let old: String
    public let new: String

    public var storeName: String { event.storeName }
    public var sequence: Int { event.sequence }
    public var kind: StoreEventKind { event.kind }
    public var name: String { event.name }

    public init(event: StoreTimelineEntry, old: String, new: String) {
        (self.event, self.old, self.new) = (event, old, new)
    }

    init(_ event: StoreTimelineEntry, old: Any?, new: Any?) {
        self.init(event: event, old: old.map(StateDiff.render) ?? "nil", new: new.map(StateDiff.render) ?? "nil")
    }

    /// "FavouritesStore #12 message added: 2 items → 3 items".
    public var text: String { "\(storeName) #\(sequence) \(kind.rawValue) \(name): \(old) → \(new)" }
}
