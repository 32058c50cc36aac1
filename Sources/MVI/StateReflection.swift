/// How `StateDiff`, and whatever shows a state part by part (a store inspector's tree), looks
/// into a value through `Mirror`: which values are shown whole, and what is inside an optional.
public enum StateReflection {
    /// Whether to show a value whole rather than part by part: it has no parts, its parts are
    /// private storage, or it belongs to the standard library or Foundation (URL, Date, ...).
    /// Collections and tuples are never whole. A value whose mirror hides its parts (such as a
    /// secret's) is whole, and shows only its description.
    public static func isWhole(_ value: Any, _ mirror: Mirror) -> Bool {
        switch mirror.displayStyle {
        case .collection?, .tuple?: return false
        case .struct?, .class?, .enum?:
            let module = String(reflecting: type(of: value)).prefix { $0 != "." }
            if ["Swift", "Foundation", "FoundationEssentials", "_FoundationEssentials"].contains(module) { return true }
            if mirror.displayStyle == .enum { return mirror.children.isEmpty }
            return mirror.children.isEmpty || mirror.children.allSatisfy { $0.label?.hasPrefix("_") == true }
        default: return true
        }
    }

    /// The value inside an optional (however deeply), or nil; a value that is not optional.
    public static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrapped(wrapped)
    }
}
