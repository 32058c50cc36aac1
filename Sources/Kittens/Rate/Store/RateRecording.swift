import MVI
import MVIRecording

/// A recording of the Rate store, for time travel and bug reports.
public typealias RateRecording = StoreRecording<RateState, RateIntent, Never, RateMessage, RateLabel>

/// Moves the Rate page through a `RateRecording`.
public typealias RateTimeTravel = TimeTravelController<RateState, RateIntent, Never, RateMessage, RateLabel>

extension RecordingFormat {
    /// Rate store recordings. Bump `version` whenever a Rate state, intent, message or label
    /// changes shape.
    public static let rateStore = RecordingFormat(name: "org.kittensforlinux.Kittens.RateStore", version: 2)
}
