import VersionedJSON

/// Names what a recording file holds: the feature whose store was recorded, and the version of
/// that feature's types. A feature bumps `version` whenever its states, intents, actions,
/// messages or labels change shape, so that a file from another version is refused with a
/// clear word rather than misread.
public struct RecordingFormat: Equatable, Sendable {
    /// A reverse-DNS name, such as "org.example.Notes.NoteStore".
    public let name: String
    public let version: Int

    public init(name: String, version: Int) {
        self.name = name
        self.version = version
    }

    /// The frame a recording file of this format has.
    public var file: VersionedJSONFile { VersionedJSONFile(name: name, version: version) }
}

/// Why the bytes of a recording file cannot be replayed. `description` completes a sentence
/// about the file, as in "Cannot replay /path: it is not a store recording".
public enum RecordingFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not JSON, not a JSON object, or an object without a format name.
    case notARecording
    /// A recording of another feature's store.
    case otherFormat(found: String, expected: String)
    /// A recording of this feature, from a version whose types differ.
    case otherVersion(found: Int, expected: Int)
    /// A recording written by another version of the store library's file layout.
    case otherLayout(found: Int, expected: Int)
    /// The file has the right format and version, but something in it cannot be used.
    case damaged(String)

    public var description: String {
        switch self {
        case .notARecording:
            "it is not a store recording"
        case .otherFormat(let found, let expected):
            "it is a recording of \"\(found)\", not of \"\(expected)\""
        case .otherVersion(let found, let expected):
            "it was recorded by another version of the app (recording version \(found); this version reads version \(expected))"
        case .otherLayout(let found, let expected):
            "it was written by another version of the app (file layout \(found); this version reads layout \(expected))"
        case .damaged(let reason):
            "it is damaged: \(reason)"
        }
    }
}
