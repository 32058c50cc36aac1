import FoundationEssentials
import KittensSupport

/// What counts as an API key, wherever it comes from (the Preferences window, the keyring): a
/// single line of at most `maxBytes` UTF-8 bytes with no control characters, blanks around it
/// dropped. An empty text means "no key".
public enum APIKeyText {
    /// As for a key file: a key is a few dozen characters.
    public static let maxBytes = 4096

    /// The key in `text`, nil when it is empty.
    public static func validated(_ text: String) throws(APIKeyRefusal) -> APIKey? {
        guard text.utf8.count <= maxBytes else { throw .tooLong }
        let key = text.trimmingSpacesAndTabs()
        guard !key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters
        }
        return key.isEmpty ? nil : APIKey(key)
    }

    /// The key in `bytes`, as read back from somewhere that may hold anything.
    public static func validated(bytes: some Collection<UInt8>) throws(APIKeyRefusal) -> APIKey? {
        guard bytes.count <= maxBytes else { throw .tooLong }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
        return try validated(text)
    }
}
