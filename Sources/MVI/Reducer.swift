/// Makes the next state from the current one and a message. Pure: no side effects, no time,
/// no randomness, so the same inputs always give the same state.
public protocol Reducer<State, Message> {
    associatedtype State: Equatable
    associatedtype Message

    func reduce(_ state: State, _ message: Message) -> State
}
