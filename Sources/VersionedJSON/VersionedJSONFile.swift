import FoundationEssentials

/// What a JSON file says it holds, in its fields `format` and, where the format keeps it apart
/// from the name, `version`. The app's versioned files (the saved list, the favourites, the
/// breeds) and the store recordings are framed so: a reader checks the frame before anything
/// else, and a file of another format or version is refused with a clear word, not misread.
public struct VersionedJSONFile: Equatable, Sendable {
    /// The format's name, written as `format`: reverse-DNS, such as "org.example.Notes".
    public let name: String
    /// The layout's version, written as `version`; nil for a format whose name carries it.
    public let version: Int?

    public init(name: String, version: Int? = nil) {
        self.name = name
        self.version = version
    }

    /// A file's frame as read: a field missing, or of the wrong type, is nil.
    public struct Frame: Equatable, Sendable, Decodable {
        public let name: String?
        public let version: Int?

        private enum CodingKeys: String, CodingKey {
            case name = "format"
            case version
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try? container.decodeIfPresent(String.self, forKey: .name)
            version = try? container.decodeIfPresent(Int.self, forKey: .version)
        }
    }

    /// How a file's frame differs from this file's.
    public enum Mismatch: Error, Equatable, Sendable {
        /// Not a JSON object, or one without a format name.
        case unnamed
        /// A file of another format.
        case otherName(String)
        /// A file of this format at another version, or without one.
        case otherVersion(found: Int?)
    }

    /// The frame of `data`; nil when `data` is not a JSON object.
    public static func frame(of data: Data) -> Frame? {
        try? JSONDecoder().decode(Frame.self, from: data)
    }

    /// Checks that `data` is framed as this file: its name and, when this format keeps one, its
    /// version. Never traps, whatever the bytes.
    public func check(_ data: Data) throws(Mismatch) {
        guard let frame = Self.frame(of: data) else { throw .unnamed }
        try check(frame)
    }

    /// Checks that `frame` is this file's.
    public func check(_ frame: Frame) throws(Mismatch) {
        guard let found = frame.name else { throw .unnamed }
        guard found == name else { throw .otherName(found) }
        guard version == nil || frame.version == version else { throw .otherVersion(found: frame.version) }
    }
}
