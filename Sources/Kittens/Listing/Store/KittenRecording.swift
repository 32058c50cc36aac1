import FoundationEssentials
import MVI
import MVIRecording

/// A recording of the kitten store, for time travel and bug reports.
public typealias KittenRecording = StoreRecording<KittenState, KittenIntent, KittenAction, KittenMessage, KittenLabel>

/// Moves a kitten view through a `KittenRecording`.
public typealias KittenTimeTravel = TimeTravelController<KittenState, KittenIntent, KittenAction, KittenMessage, KittenLabel>

extension RecordingFormat {
    /// Kitten store recordings. Bump `version` whenever a kitten state, intent, action,
    /// message or label changes shape.
    public static let kittenStore = RecordingFormat(name: "org.kittensforlinux.Kittens.KittenStore", version: 8)
}


extension StoreRecording
where State == KittenState, Intent == KittenIntent, Action == KittenAction, Message == KittenMessage,
    Label == KittenLabel {
    /// The recording as a JSON file, to attach to a bug report.
    public func kittenFile() throws -> Data {
        try jsonData(format: .kittenStore)
    }

    /// The kitten store recording in `data`, the bytes of a file written by `kittenFile()`.
    /// A file of another app or version, or a damaged one, is a `RecordingFileProblem`; every
    /// image URL in it is checked as if it came from the network.
    public static func kittenRecording(fromFile data: Data) throws(RecordingFileProblem) -> KittenRecording {
        try decode(json: data, format: .kittenStore)
    }
}
