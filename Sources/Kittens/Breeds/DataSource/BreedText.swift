/// Text from the server as the app may show it: plain, bounded, on one line.
public enum BreedText {
    /// `text` with control, format (bidirectional overrides, zero-width marks) and separator
    /// characters removed, blanks (line breaks and tabs included) folded to one space and trimmed,
    /// and cut to `maxCharacters` characters, the last of them "…"; nil when nothing is left.
    public static func plain(_ text: String, maxCharacters: Int) -> String? {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse:
                continue
            default:
                if pendingSpace { scalars.append(" ") }
                pendingSpace = false
                scalars.append(scalar)
            }
        }
        let plain = String(scalars)
        guard !plain.isEmpty else { return nil }
        guard plain.count > maxCharacters else { return plain }
        return String(plain.prefix(max(0, maxCharacters - 1))) + "…"
    }
}
