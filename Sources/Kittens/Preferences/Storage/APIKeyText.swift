import FoundationEssentials

/// What counts as an API key, wherever it comes from (the Preferences window, the keyring): a
/// single line of at most `maxBytes` UTF-8 bytes with no control characters, blanks around it
/// dropped. An empty text means "no key".
public enum APIKeyText {
    /// As for a key file: a key is a few dozen characters.
    public static let maxBytes = 4096

    /// The key in `text`, nil when it is empty.
    public static func validated(_ text: String) throws(APIKeyRefusal) -> String? {
        guard text.utf8.count <= maxBytes else { throw .tooLong }
        let key = text.trimmingBlanks()
        guard !key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters
        }
        return key.isEmpty ? nil : key
    }

    /// The key in `bytes`, as read back from somewhere that may hold anything.
    public static func validated(bytes: some Collection<UInt8>) throws(APIKeyRefusal) -> String? {
        guard bytes.count <= maxBytes else { throw .tooLong }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
        return try validated(text)
    }
}

extension String {
    /// Without the spaces and tabs at either end (not line breaks: those make a key invalid).
    fileprivate func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
