import FoundationEssentials
import MVI

/// The recordings of several stores in one JSON file: what an inspector over every store
/// exports, and what a replay of them all reads back.
///
/// ```json
/// {"format": "org.example.Session", "version": 1, "layout": 1,
///  "stores": [{"format": "org.example.NoteStore", "store": "NoteStore", "start": 0, …},
///             {"format": "org.example.SettingsStore", …}]}
/// ```
///
/// Each entry of `stores` is a `StoreRecordingFile` with its own format, so a set is read with
/// a `RecordingKind` for every format it may hold. As with one recording, reading takes any
/// bytes and never traps: every problem is a `RecordingFileProblem`.
public enum StoreRecordingSet {
    /// The most recordings a set may hold.
    public static let maximumStores = 64

    /// The JSON file of `recordings`, named as `format`; each recording is written as the
    /// first of `kinds` that has its types.
    @MainActor
    public static func jsonData(of recordings: [any InspectableRecording], kinds: [RecordingKind], format: RecordingFormat) throws -> Data {
        let files = try recordings.map { recording in
            guard let file = kinds.first(where: { $0.accepts(recording) })?.file(of: recording) else {
                throw EncodingError.invalidValue(
                    recording.storeName,
                    .init(codingPath: [], debugDescription: "no recording kind has the types of \(recording.storeName)"))
            }
            return file
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(SetFile(format: format.name, version: format.version, layout: StoreRecordingFile.layout, stores: files))
    }

    /// The recordings among `recordings` that one of `kinds` can write, in their order.
    @MainActor
    public static func recordings(_ recordings: [any InspectableRecording], writableBy kinds: [RecordingKind]) -> [any InspectableRecording] {
        recordings.filter { recording in kinds.contains { $0.accepts(recording) } }
    }

    /// The recordings in `data`, a file of `format` written by `jsonData(of:kinds:format:)`,
    /// in the order written. Each must be of one of `kinds`, and each store is named once.
    @MainActor
    public static func decode(json data: Data, kinds: [RecordingKind], format: RecordingFormat) throws(RecordingFileProblem) -> [any InspectableRecording] {
        let decoder = JSONDecoder()
        try RecordingFrame.check(data, against: format, with: decoder)
        decoder.userInfo[.recordingKinds] = Dictionary(kinds.map { ($0.format.name, $0) }, uniquingKeysWith: { first, _ in first })
        let files: [any DecodedRecordingFile]
        do {
            files = try decoder.decode(SetFrame.self, from: data).stores.map(\.file)
        } catch let problem as RecordingFileProblem {
            throw problem
        } catch let error as DecodingError {
            throw .damaged(error.shortDescription)
        } catch {
            throw .damaged("it cannot be read")
        }
        guard (1...maximumStores).contains(files.count) else {
            throw .damaged("it holds \(files.count) recordings, not between 1 and \(maximumStores)")
        }
        var recordings: [any InspectableRecording] = []
        for file in files {
            let recording = try file.recording()
            guard !recordings.contains(where: { $0.storeName == recording.storeName }) else {
                throw .damaged("the store \"\(recording.storeName)\" is recorded twice")
            }
            recordings.append(recording)
        }
        return recordings
    }
}

/// How to write and read the recording of one kind of store in a `StoreRecordingSet`: its
/// types and the format its files are named as.
public struct RecordingKind: Sendable {
    public let format: RecordingFormat
    private let hasTypes: @MainActor @Sendable (any InspectableRecording) -> Bool
    fileprivate let file: @MainActor @Sendable (any InspectableRecording) -> (any Encodable)?
    fileprivate let decode: @Sendable (any Decoder) throws -> any DecodedRecordingFile

    /// Recordings of type `type`, written as `format`.
    public static func recording<State: Codable & Equatable & Sendable, Intent: Codable & Sendable, Action: Codable & Sendable, Message: Codable & Sendable, Label: Codable & Sendable>(
        _ type: StoreRecording<State, Intent, Action, Message, Label>.Type, format: RecordingFormat
    ) -> RecordingKind {
        RecordingKind(
            format: format,
            hasTypes: { recording in recording is StoreRecording<State, Intent, Action, Message, Label> },
            file: { recording in
                (recording as? StoreRecording<State, Intent, Action, Message, Label>).map { RecordingFile($0, format: format) }
            },
            decode: { decoder in DecodedFile(file: try RecordingFile<State, Intent, Action, Message, Label>(from: decoder)) })
    }

    /// Whether `recording` has this kind's types, so that it can be written as this kind.
    @MainActor
    public func accepts(_ recording: any InspectableRecording) -> Bool {
        hasTypes(recording)
    }

    @MainActor
    fileprivate func file(of recording: any InspectableRecording) -> (any Encodable)? {
        file(recording)
    }
}

/// One recording read from a set, before its numbers are checked.
private protocol DecodedRecordingFile: Sendable {
    @MainActor func recording() throws(RecordingFileProblem) -> any InspectableRecording
}

private struct DecodedFile<
    State: Codable & Equatable & Sendable, Intent: Codable & Sendable, Action: Codable & Sendable,
    Message: Codable & Sendable, Label: Codable & Sendable
>: DecodedRecordingFile {
    let file: RecordingFile<State, Intent, Action, Message, Label>

    @MainActor func recording() throws(RecordingFileProblem) -> any InspectableRecording {
        try file.recording()
    }
}

extension CodingUserInfoKey {
    /// The `RecordingKind`s a set may hold, by format name.
    fileprivate static let recordingKinds = CodingUserInfoKey(rawValue: "org.kittensforlinux.MVI.recordingKinds")!
}

private struct SetFile: Encodable {
    let format: String
    let version: Int
    let layout: Int
    let stores: [AnyEncodable]

    init(format: String, version: Int, layout: Int, stores: [any Encodable]) {
        self.format = format
        self.version = version
        self.layout = layout
        self.stores = stores.map(AnyEncodable.init)
    }
}

private struct AnyEncodable: Encodable {
    let value: any Encodable

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

private struct SetFrame: Decodable {
    let stores: [SetEntry]
}

/// One entry of `stores`: its frame checked against the kind of its format, then read as that kind.
private struct SetEntry: Decodable {
    let file: any DecodedRecordingFile

    init(from decoder: any Decoder) throws {
        let frame = try RecordingFrame(from: decoder)
        let kinds = decoder.userInfo[.recordingKinds] as? [String: RecordingKind] ?? [:]
        let place = decoder.codingPath.last?.intValue.map { "recording \($0)" } ?? "a recording"
        guard let name = frame.format else { throw RecordingFileProblem.damaged("\(place) names no format") }
        guard let kind = kinds[name] else {
            throw RecordingFileProblem.damaged("\(place) is of \"\(name)\", which this app does not replay")
        }
        try frame.check(against: kind.format)
        file = try kind.decode(decoder)
    }
}
