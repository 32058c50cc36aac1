/// A field-by-field account of how two values differ: one "−" line with the expected (older)
/// value and one "+" line with the actual (newer) value per difference, named by its path.
/// `TestStore` shows it in its failure messages, a store inspector for the change an event made.
///
/// ```
/// − state.loading: nil
/// + state.loading: refresh
/// − state.items.count: 3
/// + state.items.count: 4
/// + state.items[3]: Item(id: "k3", url: https://example.org/k3.jpg)
/// ```
///
/// Structs, classes, tuples, arrays, optionals and enum payloads are compared part by part,
/// through `Mirror`; anything else (and any value of the standard library or Foundation) is
/// shown whole where it differs.
public enum StateDiff {
    /// At most this many lines; the rest are counted.
    public static let lineLimit = 40

    /// The lines for how `actual` differs from `expected`, whose paths start with `root`; a
    /// sentence in one line when they differ in nothing they show.
    public static func lines(expected: Any, actual: Any, root: String = "state") -> [String] {
        var lines: [String] = []
        compare(expected, actual, path: root, into: &lines)
        if lines.isEmpty { return ["  (they differ in something they do not show)"] }
        if lines.count > lineLimit {
            let rest = lines.count - lineLimit
            lines = Array(lines.prefix(lineLimit)) + ["  … and \(rest) more lines"]
        }
        return lines
    }

    private static func compare(_ expected: Any, _ actual: Any, path: String, into lines: inout [String]) {
        guard fingerprint(expected) != fingerprint(actual) else { return }
        let expectedMirror = Mirror(reflecting: expected)
        let actualMirror = Mirror(reflecting: actual)
        if expectedMirror.displayStyle == .optional || actualMirror.displayStyle == .optional {
            if let expected = StateReflection.unwrapped(expected), let actual = StateReflection.unwrapped(actual) {
                compare(expected, actual, path: path, into: &lines)
            } else {
                differ(expected, actual, path: path, into: &lines)
            }
            return
        }
        guard type(of: expected) == type(of: actual), !StateReflection.isWhole(expected, expectedMirror) else {
            differ(expected, actual, path: path, into: &lines)
            return
        }
        let expectedParts = Array(expectedMirror.children)
        let actualParts = Array(actualMirror.children)
        switch expectedMirror.displayStyle {
        case .struct?, .class?, .tuple?:
            guard expectedParts.map(\.label) == actualParts.map(\.label) else {
                return differ(expected, actual, path: path, into: &lines)
            }
            for (offset, (left, right)) in zip(expectedParts, actualParts).enumerated() {
                compare(left.value, right.value, path: "\(path).\(left.label ?? String(offset))", into: &lines)
            }
        case .collection?:
            if expectedParts.count != actualParts.count {
                lines.append("− \(path).count: \(expectedParts.count)")
                lines.append("+ \(path).count: \(actualParts.count)")
            }
            let common = min(expectedParts.count, actualParts.count)
            for index in 0..<common {
                compare(expectedParts[index].value, actualParts[index].value, path: "\(path)[\(index)]", into: &lines)
            }
            for index in common..<expectedParts.count {
                lines.append("− \(path)[\(index)]: \(render(expectedParts[index].value))")
            }
            for index in common..<actualParts.count {
                lines.append("+ \(path)[\(index)]: \(render(actualParts[index].value))")
            }
        case .enum?:
            if let left = expectedParts.first, let right = actualParts.first, expectedParts.count == 1,
               actualParts.count == 1, let name = left.label, left.label == right.label {
                compare(left.value, right.value, path: "\(path).\(name)", into: &lines)
            } else {
                differ(expected, actual, path: path, into: &lines)
            }
        default:
            differ(expected, actual, path: path, into: &lines)
        }
    }

    private static func differ(_ expected: Any, _ actual: Any, path: String, into lines: inout [String]) {
        lines.append("− \(path): \(render(expected))")
        lines.append("+ \(path): \(render(actual))")
    }

    /// How a value is shown: strings quoted, nil as nil, anything else as it describes itself.
    public static func render(_ value: Any) -> String {
        guard let value = StateReflection.unwrapped(value) else { return "nil" }
        if value is String || value is Substring || value is Character { return String(reflecting: value) }
        return String(describing: value)
    }

    /// Everything a value holds, part by part, to tell whether two values differ anywhere.
    private static func fingerprint(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
