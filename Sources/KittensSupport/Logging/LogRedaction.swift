import FoundationEssentials

/// Takes secrets out of URLs before they reach a log line. Works on the text, so it also covers
/// what is not a valid URL. These become `placeholder`: the password of a `user:password@` part;
/// the value of every query or fragment parameter whose name looks like a key or token
/// (`isSecretParameter`: `api_key`, `apikey`, `key`, `token`, `x-api-key`, `access_token`,
/// `secret`, `password` ..., in any case); every occurrence of the given secrets, plain or
/// percent-encoded.
public enum LogRedaction {
    public static let placeholder = "REDACTED"

    /// `url` as text fit for a log line.
    public static func redact(_ url: URL, hiding secrets: [String] = []) -> String {
        redact(url.absoluteString, hiding: secrets)
    }

    /// `text`, a URL or something meant as one, fit for a log line.
    public static func redact(_ text: String, hiding secrets: [String] = []) -> String {
        var redacted = redactingParameters(redactingPassword(text))
        for secret in secrets where !secret.isEmpty {
            redacted = redacted.replacing(secret, with: placeholder)
            let encoded = PercentEncoding.unreserved(secret)
            if encoded != secret { redacted = redacted.replacing(encoded, with: placeholder) }
        }
        return redacted
    }

    /// Whether a parameter called `name` holds a secret.
    public static func isSecretParameter(_ name: some StringProtocol) -> Bool {
        let decoded = percentDecoded(String(name)) ?? String(name)
        let normalized = decoded.lowercased().filter { $0.isLetter || $0.isNumber }
        return normalized.hasSuffix("key")
            || ["sig", "pwd", "pass", "auth", "authorization"].contains(normalized)
            || ["token", "secret", "password", "passwd", "signature", "credential"].contains { normalized.contains($0) }
    }

    /// The password of `scheme://user:password@host` replaced.
    private static func redactingPassword(_ text: String) -> String {
        guard let schemeEnd = endOfSchemeSeparator(in: text) else { return text }
        let authority = text[schemeEnd...].prefix { !"/?#".contains($0) }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + placeholder + String(text[at...])
    }

    /// The values of secret parameters after the first `?` or `#` replaced.
    private static func redactingParameters(_ text: String) -> String {
        guard let start = text.firstIndex(where: { $0 == "?" || $0 == "#" }) else { return text }
        var redacted = String(text[...start])
        var parameter = ""
        for character in text[text.index(after: start)...] {
            if "&;?#".contains(character) {
                redacted += redactingValue(parameter)
                redacted.append(character)
                parameter = ""
            } else {
                parameter.append(character)
            }
        }
        return redacted + redactingValue(parameter)
    }

    private static func redactingValue(_ parameter: String) -> String {
        guard let equals = parameter.firstIndex(of: "="), isSecretParameter(parameter[..<equals]) else { return parameter }
        return String(parameter[...equals]) + placeholder
    }

    /// The index just past the first `://` in `text`.
    private static func endOfSchemeSeparator(in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("://") { return text.index(index, offsetBy: 3) }
            index = text.index(after: index)
        }
        return nil
    }

    /// `text` with `%XX` escapes decoded; nil when an escape is malformed or the bytes are not UTF-8.
    private static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
