/// A TheCatAPI key: a secret held everywhere as this type, so that no log line, recording,
/// inspector diff or test failure can show it. Its description and mirror say only whether a key
/// is set, and its encoding writes a placeholder (`recordedPlaceholder`), read back as that
/// placeholder: a replayed Preferences window shows a key was set without anyone learning it.
///
/// The text itself is `revealed`, read only where the key is sent (the `x-api-key` header),
/// stored (the keyring), or shown to the user who typed it (the Preferences field).
public struct APIKey: Hashable, Sendable {
    /// The key's text. Only for sending, storing, fingerprinting or the user's own field: never
    /// log, record or write it anywhere else.
    public let revealed: String

    public init(_ text: String) { revealed = text }

    /// What a recording holds, and a replay shows, in place of a key that was set.
    public static let recordedPlaceholder = "not-recorded"

    /// Whether the text is empty: a cleared field, which means "no key".
    public var isEmpty: Bool { revealed.isEmpty }
}

extension APIKey: ExpressibleByStringLiteral {
    /// A key written in the source, as in tests: never a secret from outside.
    public init(stringLiteral text: String) { self.init(text) }
}

extension APIKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// "empty" or "set", never the key.
    public var description: String { isEmpty ? "empty" : "set" }
    public var debugDescription: String { "APIKey(\(description))" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: nil) }
}

extension APIKey: Codable {
    /// Writes `recordedPlaceholder` for a key, "" for an empty one: never the key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isEmpty ? "" : Self.recordedPlaceholder)
    }

    /// Reads what `encode` wrote: "" as an empty key, anything else as the placeholder.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self.init(text.isEmpty ? "" : Self.recordedPlaceholder)
    }
}
