import Localization
import MVI
import MVIRecording

/// One part of a store's state as the Store Inspector's tree shows it, as Redux DevTools does:
/// a name, the part in one line, and its own parts, which are made only when asked for (when
/// the node is expanded), so that a large state costs nothing until someone looks into it.
///
/// Parts are found as `StateDiff` finds them (`StateReflection`): structs, classes and tuples
/// by their fields, arrays by their elements, optionals by what they hold, enums with payloads
/// by their associated values; anything shown whole (standard-library and Foundation values, a
/// value whose mirror hides its parts, such as `APIKey`) is a leaf that reads as it describes
/// itself.
@MainActor
public final class StateTreeNode {
    /// The part's name in its parent: a field's name, "[2]" for an element, "0" for an
    /// unlabelled associated value; "state" at the root.
    public nonisolated let name: String
    /// Where the part is in the state: the names from the root down (empty at the root), for
    /// its history (`ValueHistory`) and expectations (`ValueExpectation`).
    public nonisolated let path: StatePath
    /// The part in one line: a leaf's value, or what a composite is ("ListingState", "3 items",
    /// "loaded(…)").
    public nonisolated let summary: String
    /// Whether the node has parts to expand.
    public nonisolated let hasChildren: Bool
    private let value: Any
    private let shape: Shape
    private var madeChildren: [StateTreeNode]?

    /// How a value is looked into.
    private enum Shape {
        case leaf, fields, elements, payload
    }

    /// The tree of `value`, named `name`.
    public convenience init(name: String = "state", value: Any) {
        self.init(name: name, path: StatePath([]), part: value)
    }

    private init(name: String, path: StatePath, part: Any) {
        self.name = name
        self.path = path
        guard let value = StateReflection.unwrapped(part) else {
            (self.value, shape, summary, hasChildren) = (part, .leaf, "nil", false)
            return
        }
        self.value = value
        let mirror = Mirror(reflecting: value)
        if StateReflection.isWhole(value, mirror) {
            (shape, summary, hasChildren) = (.leaf, StateDiff.render(value), false)
            return
        }
        switch mirror.displayStyle {
        case .collection?:
            let count = mirror.children.count
            (shape, summary, hasChildren) = (.elements, localizedPlural("{count} item", "{count} items", count: count), count > 0)
        case .enum?:
            let caseName = mirror.children.first?.label ?? String(describing: value)
            (shape, summary, hasChildren) = (.payload, "\(caseName)(…)", true)
        case .tuple?:
            (shape, summary, hasChildren) = (.fields, "(…)", !mirror.children.isEmpty)
        default:
            (shape, summary, hasChildren) = (.fields, String(describing: type(of: value)), !mirror.children.isEmpty)
        }
    }

    /// The line a tree row shows: "images: 3 items".
    public nonisolated var text: String { "\(name): \(summary)" }

    /// The node's parts, in order; made the first time they are asked for, then kept.
    public var children: [StateTreeNode] {
        if let madeChildren { return madeChildren }
        let made = makeChildren()
        madeChildren = made
        return made
    }

    /// Whether the parts were made: false until someone asked for them.
    public var hasMadeChildren: Bool { madeChildren != nil }

    private func makeChildren() -> [StateTreeNode] {
        let parts = Array(Mirror(reflecting: value).children)
        switch shape {
        case .leaf:
            return []
        case .elements:
            return parts.enumerated().map { child(named: "[\($0.offset)]", $0.element.value) }
        case .fields:
            return parts.enumerated().map { child(named: $0.element.label ?? String($0.offset), $0.element.value) }
        case .payload:
            guard let payload = parts.first?.value else { return [] }
            let payloadMirror = Mirror(reflecting: payload)
            guard payloadMirror.displayStyle == .tuple else { return [child(named: "0", payload)] }
            return payloadMirror.children.enumerated().map { child(named: $0.element.label ?? String($0.offset), $0.element.value) }
        }
    }

    private func child(named name: String, _ part: Any) -> StateTreeNode {
        StateTreeNode(name: name, path: StatePath(path.components + [name]), part: part)
    }
}

extension StateTreeNode: Equatable {
    /// The same node: a model that shows the same tree does not make its view rebuild it.
    public nonisolated static func == (left: StateTreeNode, right: StateTreeNode) -> Bool { left === right }
}
