import FoundationEssentials

/// A small Swift-like syntax for typing an intent (or any `Decodable` enum) by hand, as an
/// inspector's "send an intent" field takes it: `.refresh`, `add("milk")`,
/// `add(imageID: "k1", url: "https://…")`, `editPageSize(30)`, `accountChanged(nil)`,
/// `select(row: 2)`, nested cases as `.list`, arrays as `["a", "b"]`. It is read into the JSON
/// a synthesized `Codable` conformance reads (`{"add":{"_0":"milk"}}`), then decoded, so a value
/// the type refuses is refused with the type's reason.
public enum IntentSyntax {
    /// Why a text is not a value of the type.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The value `text` spells.
    public static func parse<Value: Decodable>(_ text: String, as type: Value.Type = Value.self) throws(Problem) -> Value {
        var reader = Reader(Array(text.unicodeScalars))
        let json = try reader.caseValue()
        reader.skipSpaces()
        guard reader.isAtEnd else { throw Problem(description: "unexpected \"\(reader.rest)\"") }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        } catch let error as DecodingError {
            if isAboutTheCaseName(error) {
                throw Problem(description: "\(Value.self) has no case \"\(caseName(in: text))\"")
            }
            throw Problem(description: "not a \(Value.self): \(error.shortDescription)")
        } catch {
            throw Problem(description: "not a \(Value.self)")
        }
    }

    /// The names among `names` that start with the case name being typed in `text` (all when
    /// nothing is typed yet), for completion; `names` are the type's case names, such as those
    /// a recording holds.
    public static func completions(of text: String, among names: [String]) -> [String] {
        let typed = caseName(in: text)
        var seen = Set<String>()
        return names.filter { $0.hasPrefix(typed) && seen.insert($0).inserted }
    }

    /// Whether `error` is about the value as a whole: no case of the type has the name typed.
    private static func isAboutTheCaseName(_ error: DecodingError) -> Bool {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.isEmpty
        @unknown default: false
        }
    }

    /// The case name `text` starts with (after a dot), as far as it is typed.
    private static func caseName(in text: String) -> Substring {
        text.drop { $0 == "." || $0.isWhitespace }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Reads the syntax into JSON, left to right.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { position >= scalars.count }
        var rest: String { String(String.UnicodeScalarView(scalars[position...])) }
        var next: Unicode.Scalar? { isAtEnd ? nil : scalars[position] }

        mutating func skipSpaces() {
            while let next, next.properties.isWhitespace { position += 1 }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(Problem) {
            skipSpaces()
            guard next == scalar else { throw Problem(description: "expected \"\(scalar)\" at \"\(rest)\"") }
            position += 1
        }

        mutating func name() throws(Problem) -> String {
            skipSpaces()
            let start = position
            while let next, next.properties.isAlphabetic || next.properties.numericType != nil || next == "_" { position += 1 }
            guard position > start else { throw Problem(description: "expected a name at \"\(rest)\"") }
            return String(String.UnicodeScalarView(scalars[start..<position]))
        }

        /// `.name`, `name` or `name(arguments)`, as `{"name":{…}}`.
        mutating func caseValue() throws(Problem) -> String {
            skipSpaces()
            if next == "." { position += 1 }
            let caseName = try name()
            skipSpaces()
            guard next == "(" else { return "{\(quoted(caseName)):{}}" }
            position += 1
            var fields: [String] = []
            skipSpaces()
            while next != ")" {
                if !fields.isEmpty { try expect(",") }
                let field = try argument(at: fields.count)
                fields.append(field)
                skipSpaces()
                guard !isAtEnd else { throw Problem(description: "expected \")\"") }
            }
            position += 1
            return "{\(quoted(caseName)):{\(fields.joined(separator: ","))}}"
        }

        /// `label: value` or `value` (then named `_0`, `_1`, …), as a JSON field.
        mutating func argument(at index: Int) throws(Problem) -> String {
            skipSpaces()
            let start = position
            if let next, next.properties.isAlphabetic || next == "_", let label = try? name() {
                skipSpaces()
                if self.next == ":" {
                    position += 1
                    return "\(quoted(label)):\(try value())"
                }
            }
            position = start
            return "\(quoted("_\(index)")):\(try value())"
        }

        mutating func value() throws(Problem) -> String {
            skipSpaces()
            switch next {
            case "\""?: return try string()
            case "["?:
                position += 1
                var elements: [String] = []
                skipSpaces()
                while next != "]" {
                    if !elements.isEmpty { try expect(",") }
                    elements.append(try value())
                    skipSpaces()
                    guard !isAtEnd else { throw Problem(description: "expected \"]\"") }
                }
                position += 1
                return "[\(elements.joined(separator: ","))]"
            case "."?: return try caseValue()
            case let scalar? where scalar == "-" || scalar.properties.numericType != nil:
                let start = position
                position += 1
                while let next, next.properties.numericType != nil || next == "." || next == "e" || next == "-" { position += 1 }
                return String(String.UnicodeScalarView(scalars[start..<position]))
            default:
                let start = position
                let word = try name()
                switch word {
                case "true", "false": return word
                case "nil": return "null"
                default:
                    position = start
                    return try caseValue()
                }
            }
        }

        /// A string literal with `\"`, `\\`, `\n` and `\t`, as JSON.
        mutating func string() throws(Problem) -> String {
            position += 1
            var text = ""
            while let next, next != "\"" {
                position += 1
                guard next == "\\" else { text.unicodeScalars.append(next); continue }
                guard let escaped = self.next else { break }
                position += 1
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                default: text.unicodeScalars.append(escaped)
                }
            }
            guard next == "\"" else { throw Problem(description: "a string is not closed") }
            position += 1
            return quoted(text)
        }

        func quoted(_ text: String) -> String {
            let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }
}
