extension StringProtocol {
    /// The text without the leading and trailing characters for which `isBlank` holds (white
    /// space by default). Stands in for Foundation's `trimmingCharacters(in:)`, which
    /// FoundationEssentials lacks.
    public func trimmed(where isBlank: (Character) -> Bool = { $0.isWhitespace }) -> String {
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The text without spaces and tabs at either end; line breaks stay (they make a header
    /// value or a key invalid, which its reader decides).
    public func trimmingSpacesAndTabs() -> String {
        trimmed { $0 == " " || $0 == "\t" }
    }
}
