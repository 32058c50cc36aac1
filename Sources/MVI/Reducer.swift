/// Makes the next state from the current one and a message: `reduce(into:_:)` changes what the
/// message changes and leaves the rest; an early `return` leaves the state as it was. Pure: no
/// side effects, no time, no randomness, so the same inputs always give the same state.
public protocol Reducer<State, Message> {
    associatedtype State: Equatable
    associatedtype Message

    func reduce(into state: inout State, _ message: Message)
}

extension Reducer {
    /// The state after `message`, leaving `state` as it is.
    @inlinable
    public func reduce(_ state: State, _ message: Message) -> State {
        var state = state
        reduce(into: &state, message)
        return state
    }
}
