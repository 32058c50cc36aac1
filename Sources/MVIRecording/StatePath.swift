import MVI

/// Names one part of a store's state as an inspector's state tree does: a field by its name,
/// an element as "[2]", an unlabelled associated value as "0"; optionals are looked through.
/// `["favourites", "[0]", "id"]` is the `id` of the first of the state's `favourites`.
public struct StatePath: Hashable, Sendable, CustomStringConvertible {
    /// The names of the parts, from the state down.
    public let components: [String]

    public init(_ components: [String]) {
        self.components = components
    }

    /// A path written with dots, as `description` writes it: "favourites.[0].id".
    public init(parsing text: String) {
        components = text.split(separator: ".").map(String.init)
    }

    /// "favourites.[0].id"; "state" for the whole state.
    public var description: String { components.isEmpty ? "state" : components.joined(separator: ".") }

    /// The part of `state` at this path as an inspector shows it (`StateDiff.render`); "nil"
    /// where there is none.
    public func shown(in state: Any) -> String {
        value(in: state).map(StateDiff.render) ?? "nil"
    }

    /// The part of `state` at this path, or nil when there is none (an element past the end,
    /// another enum case, an optional that holds nothing).
    public func value(in state: Any) -> Any? {
        var value = state
        for name in components {
            guard let part = Self.part(named: name, of: value) else { return nil }
            value = part
        }
        return StateReflection.unwrapped(value)
    }

    /// The part of `value` named `name`, found as an inspector's state tree finds parts.
    private static func part(named name: String, of value: Any) -> Any? {
        guard let value = StateReflection.unwrapped(value) else { return nil }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?:
            guard name.hasPrefix("["), name.hasSuffix("]"), let index = Int(name.dropFirst().dropLast()),
                  index >= 0, index < mirror.children.count
            else { return nil }
            return mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: index)].value
        case .enum?:
            guard let payload = mirror.children.first?.value else { return nil }
            let payloadMirror = Mirror(reflecting: payload)
            guard payloadMirror.displayStyle == .tuple else { return name == "0" ? payload : nil }
            return field(named: name, in: payloadMirror)
        default:
            return field(named: name, in: mirror)
        }
    }

    /// The child labelled `name`, or at offset `name` when it has no label.
    private static func field(named name: String, in mirror: Mirror) -> Any? {
        for (offset, child) in mirror.children.enumerated() where (child.label ?? String(offset)) == name {
            return child.value
        }
        return nil
    }
}
