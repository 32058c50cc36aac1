/// The entries of a breeds answer that were left out, counted by reason.
public struct SkippedBreeds: Sendable, Hashable {
    /// Not a JSON object, or with an `id` or `name` that is not a string.
    public var wrongType: Int
    /// Without an `id` or a `name`, or with `null` or only blanks there.
    public var missingField: Int
    /// With an id over `BreedParser.maxIDBytes` bytes or holding blanks or control characters.
    public var unusableID: Int
    /// With the id of an earlier entry: the first is kept.
    public var duplicate: Int

    public init(wrongType: Int = 0, missingField: Int = 0, unusableID: Int = 0, duplicate: Int = 0) {
        self.wrongType = wrongType
        self.missingField = missingField
        self.unusableID = unusableID
        self.duplicate = duplicate
    }

    /// How many entries were left out.
    public var total: Int { wrongType + missingField + unusableID + duplicate }

    /// The counts in words, for a log line.
    public var summary: String {
        let parts: [(Int, String)] = [
            (wrongType, "of the wrong type"), (missingField, "without an id or name"),
            (unusableID, "with an unusable id"), (duplicate, "repeating an earlier id"),
        ]
        let named = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return named.isEmpty ? "none" : named.joined(separator: ", ")
    }
}
