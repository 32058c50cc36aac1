import KittensSupport
/// The entries of an answer that were left out of its page, counted by reason.
public struct SkippedEntries: Sendable, Hashable {
    /// Not a JSON object, or with an `id` or `url` that is not a string.
    public var wrongType: Int
    /// Without an `id` or a `url`, or with `null` there.
    public var missingField: Int
    /// With a URL that is not a web URL: another scheme, relative, without a host, with blanks.
    public var notWebURL: Int
    /// With a URL whose encoded form is longer than `WebURL.maximumEncodedBytes`.
    public var tooLongURL: Int
    /// With the URL of an earlier entry of the same answer.
    public var duplicate: Int

    public init(wrongType: Int = 0, missingField: Int = 0, notWebURL: Int = 0, tooLongURL: Int = 0, duplicate: Int = 0) {
        self.wrongType = wrongType
        self.missingField = missingField
        self.notWebURL = notWebURL
        self.tooLongURL = tooLongURL
        self.duplicate = duplicate
    }

    /// Nothing left out.
    public static let none = SkippedEntries()

    /// How many entries were left out.
    public var total: Int { wrongType + missingField + notWebURL + tooLongURL + duplicate }

    /// The counts in words, for a log line: "2 of the wrong type, 1 with a URL that is not http or https".
    public var summary: String {
        let parts: [(Int, String)] = [
            (wrongType, "of the wrong type"),
            (missingField, "without an id or url"),
            (notWebURL, "with a URL that is not http or https"),
            (tooLongURL, "with a URL over \(WebURL.maximumEncodedBytes) bytes"),
            (duplicate, "repeating an earlier URL"),
        ]
        let named = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return named.isEmpty ? "none" : named.joined(separator: ", ")
    }
}
