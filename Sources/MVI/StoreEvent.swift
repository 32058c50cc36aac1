/// One thing that happened in a store, in the order it happened.
public enum StoreEvent<Intent, Action, Message, Label> {
    /// An intent from outside, before the executor handles it.
    case intent(Intent)
    /// An action from the bootstrapper, before the executor handles it.
    case action(Action)
    /// A message the reducer folded into the state.
    case message(Message)
    /// A label published to the label subscribers.
    case label(Label)
}

extension StoreEvent: Equatable where Intent: Equatable, Action: Equatable, Message: Equatable, Label: Equatable {}
extension StoreEvent: Sendable where Intent: Sendable, Action: Sendable, Message: Sendable, Label: Sendable {}
extension StoreEvent: Codable where Intent: Codable, Action: Codable, Message: Codable, Label: Codable {}

extension StoreEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .intent(let intent): "intent: \(intent)"
        case .action(let action): "action: \(action)"
        case .message(let message): "message: \(message)"
        case .label(let label): "label: \(label)"
        }
    }
}
