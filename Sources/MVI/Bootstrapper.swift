/// Sends the actions a store starts with, such as "load the first page".
@MainActor
public protocol Bootstrapper<Action> {
    associatedtype Action

    func bootstrap(_ dispatch: (Action) -> Void)
}

/// A bootstrapper that sends a fixed list of actions in order.
public struct ActionsBootstrapper<Action>: Bootstrapper {
    public let actions: [Action]

    public init(_ actions: Action...) { self.actions = actions }

    public init(_ actions: [Action]) { self.actions = actions }

    public func bootstrap(_ dispatch: (Action) -> Void) {
        for action in actions { dispatch(action) }
    }
}

/// The bootstrapper of a store that starts with nothing to do.
public struct NoBootstrapper<Action>: Bootstrapper {
    public init() {}
    public func bootstrap(_ dispatch: (Action) -> Void) {}
}
