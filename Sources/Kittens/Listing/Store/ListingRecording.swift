import FoundationEssentials
import MVI
import MVIRecording

/// A recording of the kitten store, for time travel and bug reports.
public typealias ListingRecording = StoreRecording<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel>

/// Moves a kitten view through a `ListingRecording`.
public typealias ListingTimeTravel = TimeTravelController<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel>

extension RecordingFormat {
    /// Kitten store recordings. Bump `version` whenever a kitten state, intent, action,
    /// message or label changes shape.
    public static let listingStore = RecordingFormat(name: "org.kittensforlinux.Kittens.ListingStore", version: 8)
}


extension StoreRecording
where State == ListingState, Intent == ListingIntent, Action == ListingAction, Message == ListingMessage,
    Label == ListingLabel {
    /// The recording as a JSON file, to attach to a bug report.
    public func listingFile() throws -> Data {
        try jsonData(format: .listingStore)
    }

    /// The kitten store recording in `data`, the bytes of a file written by `listingFile()`.
    /// A file of another app or version, or a damaged one, is a `RecordingFileProblem`; every
    /// image URL in it is checked as if it came from the network.
    public static func listingRecording(fromFile data: Data) throws(RecordingFileProblem) -> ListingRecording {
        try decode(json: data, format: .listingStore)
    }
}
