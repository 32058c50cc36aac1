import FoundationEssentials

/// The one judge of which URLs the app hands on: to a row, the clipboard, the desktop's browser
/// or a download. A web URL is absolute, `http` or `https` (any case), has a host, holds no
/// blanks or control characters, and its encoded form is at most `maximumEncodedBytes` long.
public enum WebURL {
    /// The longest encoded form accepted, in UTF-8 bytes.
    public static let maximumEncodedBytes = 2048

    /// Why a text or URL is not a web URL.
    public enum Refusal: Error, Sendable, Hashable {
        /// Not an absolute http or https URL with a host, or it holds blanks or control characters.
        case notWeb
        /// Its encoded form is longer than `maximumEncodedBytes`.
        case tooLong
    }

    /// The URL `text` names, or nil when it is not a web URL.
    public static func url(from text: String) -> URL? {
        try? check(text).get()
    }

    /// Whether `url` is a web URL.
    public static func accepts(_ url: URL) -> Bool {
        refusal(of: url) == nil
    }

    /// The URL `text` names, or why it is not a web URL.
    public static func check(_ text: String) -> Result<URL, Refusal> {
        // Encoding only ever lengthens a text, so a text over the limit is refused before parsing.
        guard !text.isEmpty else { return .failure(.notWeb) }
        guard text.utf8.count <= maximumEncodedBytes else { return .failure(.tooLong) }
        guard !holdsBlankOrControl(text), let url = URL(string: text) else {
            return .failure(.notWeb)
        }
        if let refusal = refusal(of: url) { return .failure(refusal) }
        return .success(url)
    }

    private static func refusal(of url: URL) -> Refusal? {
        let encoded = url.absoluteString
        guard encoded.utf8.count <= maximumEncodedBytes else { return .tooLong }
        guard !holdsBlankOrControl(encoded),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty, !holdsBlankOrControl(host)
        else { return .notWeb }
        return nil
    }

    /// Printable ASCII, which nearly every URL is, is checked byte by byte: the Unicode
    /// properties cost about 25 times as much and made a saved list of 1,000 images cost 100
    /// million instructions at start-up.
    private static func holdsBlankOrControl(_ text: String) -> Bool {
        if text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return false }
        return text.unicodeScalars.contains(where: isBlankOrControl)
    }

    private static func isBlankOrControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }
}

extension URL {
    /// Whether this URL may be handed on to a row, the clipboard or the desktop: `WebURL.accepts`.
    public var isWebURL: Bool { WebURL.accepts(self) }
}
