/// Something that has a state and tells who subscribes about each new one: a store, or
/// something that stands in front of a store, such as a `TimeTravelController`, which shows a
/// recorded state in place of the store's. Views are driven from a state source.
@MainActor
public protocol StateSource<State>: AnyObject {
    associatedtype State

    /// Delivers the current state at once, then every new state that differs from the last,
    /// on the main thread.
    func subscribe(onState: @escaping (State) -> Void) -> StoreSubscription
}
