import MVI

/// What kind of event a `StoreEvent` is, without its payload: for lists of events.
public enum StoreEventKind: String, Sendable, CaseIterable {
    case intent, action, message, label
}

extension StoreEvent {
    /// Whether the event is an intent, an action, a message or a label.
    public var kind: StoreEventKind {
        switch self {
        case .intent: .intent
        case .action: .action
        case .message: .message
        case .label: .label
        }
    }

    /// The name of the payload's enum case, without its associated values: "loaded" for
    /// `.message(.loaded(…))`. Read through `Mirror`, so a large payload is not described.
    public var caseName: String {
        let payload: Any = switch self {
        case .intent(let intent): intent
        case .action(let action): action
        case .message(let message): message
        case .label(let label): label
        }
        let mirror = Mirror(reflecting: payload)
        if mirror.displayStyle == .enum, let name = mirror.children.first?.label { return name }
        let text = String(describing: payload)
        return String(text.prefix { $0 != "(" })
    }
}
