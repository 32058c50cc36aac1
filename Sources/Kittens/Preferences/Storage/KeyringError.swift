import Localization

/// Why the API key could not be read from, stored in or cleared from the keyring.
public enum KeyringError: Error, Equatable, Sendable, Codable {
    /// No Secret Service answers: no D-Bus session, or no keyring daemon on it. `reason` is the
    /// system's own words.
    case unavailable(reason: String)
    /// The keyring is locked, or the user or the system refused access (a dismissed prompt).
    case locked(reason: String)
    /// The key is not one the app will send (see `APIKeyText`).
    case refused(APIKeyRefusal)
    /// Anything else the Secret Service reported, in its words.
    case failed(reason: String)

    /// A sentence for the user.
    public var message: String {
        switch self {
        case .unavailable(let reason):
            localized("No Secret Service answers ({reason}).", ["reason": reason])
        case .locked(let reason):
            localized("The keyring is locked or access to it was refused ({reason}).", ["reason": reason])
        case .refused(let refusal):
            refusal.message
        case .failed(let reason):
            localized("The keyring reported an error: {reason}", ["reason": reason])
        }
    }
}

/// Why a text is not a usable API key.
public enum APIKeyRefusal: Error, Equatable, Sendable, Codable {
    /// Longer than `APIKeyText.maxBytes` in UTF-8.
    case tooLong
    /// Holds a line break or another control character.
    case controlCharacters
    /// Not UTF-8 text.
    case notText

    /// A sentence for the user.
    public var message: String {
        switch self {
        case .tooLong:
            localized("The key is too long: a TheCatAPI key is a few dozen characters.")
        case .controlCharacters:
            localized("The key must be a single line without control characters.")
        case .notText:
            localized("The key is not text.")
        }
    }
}
