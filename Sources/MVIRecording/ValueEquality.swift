/// Whether two values of unknown types are the same: by `==` where their type is `Equatable`,
/// else by everything they hold, part by part.
enum ValueEquality {
    static func same(_ left: Any?, _ right: Any?) -> Bool {
        switch (left, right) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let left?, let right?):
            if let left = left as? any Equatable { return equals(left, right) }
            return fingerprint(left) == fingerprint(right)
        }
    }

    private static func equals<Value: Equatable>(_ left: Value, _ right: Any) -> Bool {
        guard let right = right as? Value else { return false }
        return left == right
    }

    private static func fingerprint(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
