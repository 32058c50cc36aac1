import MVI

extension Binder {
    /// Hands `save` each new `value` of the states of `source`, from when the binding starts;
    /// the value the source starts with is not handed on (it is what was saved).
    func bindChanges<State, Value: Equatable>(
        of value: @escaping (State) -> Value, in source: any StateSource<State>, save: @escaping (Value) -> Void
    ) {
        var last: Value?
        bind(statesOf: source) { state in
            let current = value(state)
            defer { last = current }
            guard let last, current != last else { return }
            save(current)
        }
    }
}
