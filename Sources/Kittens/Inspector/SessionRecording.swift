#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MVI

/// Every store of a run in one file: what the Store Inspector exports and `kittens --replay`
/// reads. The kitten store's recording is always there; the preferences store's when it was
/// made. No API key is written (see `RecordedKey`).
public struct SessionRecording {
    public let kitten: KittenRecording
    public let preferences: PreferencesRecording?

    public init(kitten: KittenRecording, preferences: PreferencesRecording?) {
        self.kitten = kitten
        self.preferences = preferences
    }

    /// The file format of a whole session. Bump `version` when the set of stores changes.
    public static let format = RecordingFormat(name: "org.kittensforlinux.Kittens.Session", version: 1)

    /// The kinds of store a session holds.
    public static let kinds: [RecordingKind] = [
        .recording(KittenRecording.self, format: .kittenStore),
        .recording(PreferencesRecording.self, format: .preferencesStore),
    ]

    /// Every recording, in the order the inspector shows their stores.
    @MainActor
    public var recordings: [any InspectableRecording] {
        [kitten] + (preferences.map { [$0] } ?? [])
    }

    /// `recordings` as a JSON file: those of the kitten and preferences stores; the other
    /// stores' recordings are left out, as a replay could not restore them.
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
        guard let kitten = recordings.lazy.compactMap({ $0 as? KittenRecording }).first else {
            throw .damaged("it holds no recording of the kitten store")
        }
        return SessionRecording(kitten: kitten, preferences: recordings.lazy.compactMap { $0 as? PreferencesRecording }.first)
    }
}
