import FoundationEssentials
import MVI
import MVIRecording

/// Every store of a run in one file: what the Store Inspector exports and `kittens --replay`
/// reads. Which stores a file may hold is the caller's list of kinds (the app's screens); the
/// kitten store's recording is always there. No API key is written (see `RecordedKey`).
public struct SessionRecording {
    /// The recordings in the file, in its order.
    public let recordings: [any InspectableRecording]

    /// The kitten store's recording.
    public let kitten: StoreRecording<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel>

    public init(
        kitten: StoreRecording<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel>,
        others: [any InspectableRecording] = []
    ) {
        self.kitten = kitten
        recordings = [kitten] + others
    }

    /// The recording of the store whose recording type is `type`, if the file holds one.
    public func recording<Recording>(of type: Recording.Type) -> Recording? {
        recordings.lazy.compactMap { $0 as? Recording }.first
    }

    /// The file format of a whole session. Each store in it names its own format and version,
    /// so a session of fewer stores (one written before the breeds and favourites stores were
    /// recorded) reads as it is; an app that does not know a store refuses the file and says which.
    public static let format = RecordingFormat(name: "org.kittensforlinux.Kittens.Session", version: 1)

    /// `recordings` as a JSON file: those of the stores of `kinds`; a recording of any other store
    /// is left out, as a replay could not restore it.
    @MainActor
    public static func file(of recordings: [any InspectableRecording], kinds: [RecordingKind]) throws -> Data {
        try StoreRecordingSet.jsonData(of: StoreRecordingSet.recordings(recordings, writableBy: kinds), kinds: kinds, format: format)
    }

    /// The session in `data`: a session file of stores of `kinds`, or the kitten store's
    /// recording alone (as versions before sessions exported). Every problem is a
    /// `RecordingFileProblem`; every image URL in it is checked as if it came from the network.
    @MainActor
    public static func read(fromFile data: Data, kinds: [RecordingKind]) throws(RecordingFileProblem) -> SessionRecording {
        let recordings: [any InspectableRecording]
        do throws(RecordingFileProblem) {
            recordings = try StoreRecordingSet.decode(json: data, kinds: kinds, format: format)
        } catch .otherFormat(let found, _) where found == listingStoreIdentity.format.name {
            return SessionRecording(kitten: try .decode(json: data, format: listingStoreIdentity.format))
        }
        guard let kitten = recordings.lazy.compactMap({ $0 as? StoreRecording<ListingState, ListingIntent, ListingAction, ListingMessage, ListingLabel> })
            .first
        else {
            throw .damaged("it holds no recording of the kitten store")
        }
        return SessionRecording(kitten: kitten, others: recordings.filter { $0 !== kitten })
    }
}
