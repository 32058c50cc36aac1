extension Binder {
    /// Renders on `view` the model `model` makes of each state of `source`, when it differs from
    /// the model rendered last (so a state change the view does not show costs it nothing).
    public func bind<State, View: StoreView>(
        statesOf source: any StateSource<State>, to view: View, model: @escaping (State) -> View.Model
    ) where View.Model: Equatable {
        var rendered: View.Model?
        bind(statesOf: source, { [weak view] state in
            let next = model(state)
            guard let view, next != rendered else { return }
            rendered = next
            view.render(next)
        }, onStop: {
            rendered = nil
        })
    }

    /// Sends what `view` emits to `consumer` while the binding runs: starting sets the view's
    /// `onEvent`, stopping clears it, and an event the view sends through a handler it kept
    /// after that is dropped.
    public func bind<View: StoreView>(eventsOf view: View, to consumer: @escaping (View.Event) -> Void) {
        add(connect: { [weak view] in
            var isConnected = true
            view?.onEvent = { event in if isConnected { consumer(event) } }
            return StoreSubscription { [weak view] in
                isConnected = false
                view?.onEvent = nil
            }
        })
    }
}
