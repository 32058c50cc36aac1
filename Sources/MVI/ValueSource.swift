/// A `StateSource` over a value set from outside: each subscriber gets the value at once, then
/// each new one that differs. For models a component makes from more than one source.
@MainActor
public final class ValueSource<Value: Equatable>: StateSource {
    private var subscribers: [Int: (Value) -> Void] = [:]
    private var nextID = 0

    public init(_ value: Value) { self.value = value }

    /// Setting a value equal to the current one tells nobody.
    public var value: Value {
        didSet {
            guard value != oldValue else { return }
            // One cancelled while others are told is told no more.
            for id in subscribers.keys.sorted() { subscribers[id]?(value) }
        }
    }

    public func subscribe(onState: @escaping (Value) -> Void) -> StoreSubscription {
        let id = nextID
        nextID += 1
        subscribers[id] = onState
        onState(value)
        return StoreSubscription { [weak self] in self?.subscribers[id] = nil }
    }
}
