import FoundationEssentials
import MVI
import MVIRecording

/// A recording of the viewer store, for time travel and bug reports.
public typealias ViewerRecording = StoreRecording<ViewerState, ViewerIntent, Never, ViewerMessage, ViewerLabel>

/// Moves a viewer through a `ViewerRecording`.
public typealias ViewerTimeTravel = TimeTravelController<ViewerState, ViewerIntent, Never, ViewerMessage, ViewerLabel>

extension RecordingFormat {
    /// Viewer store recordings. Bump `version` whenever a viewer state, intent, message or
    /// label changes shape.
    public static let viewerStore = RecordingFormat(name: "org.kittensforlinux.Kittens.ViewerStore", version: 2)
}
