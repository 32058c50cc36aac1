extension StringProtocol {
    /// The text without the leading and trailing characters for which `isBlank` holds.
    /// Stands in for Foundation's `trimmingCharacters(in:)`, which FoundationEssentials lacks.
    func trimmed(where isBlank: (Character) -> Bool = { $0.isWhitespace }) -> String {
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
