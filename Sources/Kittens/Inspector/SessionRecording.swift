#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MVI
import MVIRecording

/// Every store of a run in one file: what the Store Inspector exports and `kittens --replay`
/// reads. The kitten store's recording is always there; each other store's when it was made.
/// No API key is written (see `RecordedKey`).
public struct SessionRecording {
    public let kitten: KittenRecording
    public let preferences: PreferencesRecording?
    public let breeds: BreedsRecording?
    public let favourites: FavouritesRecording?

    public init(
        kitten: KittenRecording, preferences: PreferencesRecording?,
        breeds: BreedsRecording? = nil, favourites: FavouritesRecording? = nil
    ) {
        self.kitten = kitten
        self.preferences = preferences
        self.breeds = breeds
        self.favourites = favourites
    }

    /// The file format of a whole session. Each store in it names its own format and version,
    /// so a session of fewer stores (one written before the breeds and favourites stores were
    /// recorded) reads as it is; an app that does not know a store refuses the file and says which.
    public static let format = RecordingFormat(name: "org.kittensforlinux.Kittens.Session", version: 1)

    /// The kinds of store a session holds.
    public static let kinds: [RecordingKind] = [
        .recording(KittenRecording.self, format: .kittenStore),
        .recording(PreferencesRecording.self, format: .preferencesStore),
        .recording(BreedsRecording.self, format: .breedsStore),
        .recording(FavouritesRecording.self, format: .favouritesStore),
    ]

    /// Every recording, in the order the inspector shows their stores.
    @MainActor
    public var recordings: [any InspectableRecording] {
        let others: [(any InspectableRecording)?] = [preferences, breeds, favourites]
        return [kitten] + others.compactMap(\.self)
    }

    /// `recordings` as a JSON file: those of the stores a session holds (`kinds`); a recording
    /// of any other store is left out, as a replay could not restore it.
    @MainActor
    public static func file(of recordings: [any InspectableRecording]) throws -> Data {
        try StoreRecordingSet.jsonData(of: StoreRecordingSet.recordings(recordings, writableBy: kinds), kinds: kinds, format: format)
    }

    /// The session in `data`: a session file, or the kitten store's recording alone (as
    /// versions before sessions exported). Every problem is a `RecordingFileProblem`; every
    /// image URL in it is checked as if it came from the network.
    @MainActor
    public static func read(fromFile data: Data) throws(RecordingFileProblem) -> SessionRecording {
        let recordings: [any InspectableRecording]
        do throws(RecordingFileProblem) {
            recordings = try StoreRecordingSet.decode(json: data, kinds: kinds, format: format)
        } catch .otherFormat(let found, _) where found == RecordingFormat.kittenStore.name {
            return SessionRecording(kitten: try KittenRecording.kittenRecording(fromFile: data), preferences: nil)
        }
        guard let kitten = recordings.first(of: KittenRecording.self) else {
            throw .damaged("it holds no recording of the kitten store")
        }
        return SessionRecording(
            kitten: kitten, preferences: recordings.first(of: PreferencesRecording.self),
            breeds: recordings.first(of: BreedsRecording.self), favourites: recordings.first(of: FavouritesRecording.self))
    }
}

extension [any InspectableRecording] {
    fileprivate func first<Recording>(of type: Recording.Type) -> Recording? {
        lazy.compactMap { $0 as? Recording }.first
    }
}
