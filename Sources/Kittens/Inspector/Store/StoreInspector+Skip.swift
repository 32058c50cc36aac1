import MVI
import MVIRecording

/// Skipped events, as Redux DevTools skips an action: the inspector shows the states of a store
/// after a skipped event recomputed without it (and without the rest of its unit of work: an
/// intent with what it caused at once, or a job's answer), the jobs answering as recorded
/// (`RecordingShrinker.skipping(_:)`). The store itself and its window keep what happened.
extension StoreInspector {
    /// The state right after the event `id` and the state before it, with the events of its
    /// store numbered `skipped` left out; nil when its recording cannot be replayed here.
    func recomputedStates(around id: StoreTimelineEntry.ID, skipping skipped: Set<Int>) -> (before: Any, after: Any, lines: [String])? {
        guard let recording = recordings.first(where: { $0.storeName == id.storeName }) as? any CodableStoreRecording else { return nil }
        return Self.recomputed(recording, around: id.sequence, skipping: skipped)
    }

    private static func recomputed(
        _ opened: some CodableStoreRecording, around sequence: Int, skipping skipped: Set<Int>
    ) -> (before: Any, after: Any, lines: [String]) {
        let recording = opened.typed
        let records = RecordingShrinker(recording, replay: RecordedReplays.replay(for: type(of: recording))).skipping(skipped)
        let before = records.last { $0.sequence < sequence }?.state ?? recording.startState
        let after = records.last { $0.sequence <= sequence }?.state ?? recording.startState
        return (before, after, before == after ? [] : StateDiff.lines(expected: before, actual: after))
    }
}
