import MVI
import MVIRecording

/// A recording of the breeds store, for time travel and bug reports.
public typealias BreedsRecording = StoreRecording<BreedsState, BreedsIntent, BreedsAction, BreedsMessage, Never>

/// Moves the breed filter's list through a `BreedsRecording`.
public typealias BreedsTimeTravel = TimeTravelController<BreedsState, BreedsIntent, BreedsAction, BreedsMessage, Never>

extension RecordingFormat {
    /// Breeds store recordings. Bump `version` whenever a breeds state, intent, action or
    /// message changes shape.
    public static let breedsStore = RecordingFormat(name: "org.kittensforlinux.Kittens.BreedsStore", version: 1)
}
