import FoundationEssentials

/// How a test written from a recording spells a value: `.refresh` for a case without payload,
/// else `recorded(#"…json…"#)`, decoded when the test runs.
enum SwiftLiteral {
    static func of<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        if let name = caseWithoutPayload(value, json: json) { return "." + name }
        return "recorded(\(rawString(json)))"
    }

    /// The name of `value`'s case when it is an enum case without payload that Codable wrote as
    /// `{"name":{}}`: then `.name` spells it.
    private static func caseWithoutPayload(_ value: Any, json: String) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, mirror.children.isEmpty, json.hasPrefix("{\""), json.hasSuffix("\":{}}") else {
            return nil
        }
        let name = json.dropFirst(2).dropLast(5)
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.allSatisfy(\.isASCII)
        else { return nil }
        return String(name)
    }

    /// `text` as a raw string literal, with as many `#` as it takes that no `"` or `\` in it
    /// ends the literal or starts an escape.
    static func rawString(_ text: String) -> String {
        var longest = 0, run = 0, counting = false
        for character in text {
            if character == "#", counting {
                run += 1
                longest = max(longest, run)
            } else {
                counting = character == "\"" || character == "\\"
                run = 0
            }
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return "\(hashes)\"\(text)\"\(hashes)"
    }

    /// `name` as a Swift identifier: letters and digits kept, anything else dropped.
    static func identifier(_ name: String) -> String {
        let kept = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) })
        return kept.isEmpty ? "Store" : kept
    }
}
