/// Connects stores that do not know each other, in one place, as MVIKotlin's `Binder` does: each
/// binding takes the states or the labels of one store to a consumer, usually another store's
/// `accept`. Nothing flows until `start()`; `stop()` ends every binding at once, and `start()`
/// again resumes them. Tie both to the lifecycle of the window that needs the bindings.
///
/// A state binding receives the store's current state when it starts, then each new one, as any
/// subscriber does. A binding whose store is disposed simply stops delivering.
///
/// ```swift
/// let binder = Binder()
/// binder.bind(labelsOf: filters, to: listing) { label in label == .changed ? .refresh : nil }
/// binder.bind(labelsOf: preferences) { notice in show(notice) }
/// binder.start()   // when the window opens
/// binder.stop()    // when it closes
/// ```
@MainActor
public final class Binder {
    private var bindings: [Binding] = []
    private var subscriptions: [StoreSubscription] = []

    public init() {}

    /// Whether the bindings deliver: between `start()` and `stop()`.
    public private(set) var isStarted = false

    /// Delivers each state of `source` (a store, or a time travel over its recording) to `consumer`.
    public func bind<State>(statesOf source: any StateSource<State>, to consumer: @escaping (State) -> Void) {
        add(Binding { source.subscribe(onState: consumer) })
    }

    /// Delivers each label of `store` to `consumer`.
    public func bind<State, Intent, Label>(
        labelsOf store: any Store<State, Intent, Label>, to consumer: @escaping (Label) -> Void
    ) {
        add(Binding { store.subscribe(onLabel: consumer) })
    }

    /// Sends `target` the intent `transform` makes of each state of `source`; nil sends nothing.
    public func bind<State, Intent, Label, TargetState, TargetIntent, TargetLabel>(
        statesOf source: any Store<State, Intent, Label>,
        to target: any Store<TargetState, TargetIntent, TargetLabel>,
        _ transform: @escaping (State) -> TargetIntent?
    ) {
        bind(statesOf: source, to: Self.accepting(into: target, transform))
    }

    /// Sends `target` the intent `transform` makes of each label of `source`; nil sends nothing.
    public func bind<State, Intent, Label, TargetState, TargetIntent, TargetLabel>(
        labelsOf source: any Store<State, Intent, Label>,
        to target: any Store<TargetState, TargetIntent, TargetLabel>,
        _ transform: @escaping (Label) -> TargetIntent?
    ) {
        bind(labelsOf: source, to: Self.accepting(into: target, transform))
    }

    /// A consumer that sends `target` the intent `transform` makes of each value; nil sends nothing.
    private static func accepting<Value, TargetState, TargetIntent, TargetLabel>(
        into target: any Store<TargetState, TargetIntent, TargetLabel>, _ transform: @escaping (Value) -> TargetIntent?
    ) -> (Value) -> Void {
        { value in
            if let intent = transform(value) { target.accept(intent) }
        }
    }

    /// Starts every binding. Does nothing when started already.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        subscriptions = bindings.map { $0.connect() }
    }

    /// Stops every binding: nothing is delivered from now on, until `start()` again.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        let ending = subscriptions
        subscriptions = []
        for subscription in ending { subscription.cancel() }
    }

    /// Delivers each state of `source` to `consumer`; `onStop` runs each time the binding stops.
    func bind<State>(statesOf source: any StateSource<State>, _ consumer: @escaping (State) -> Void, onStop: @escaping () -> Void) {
        add(connect: {
            let subscription = source.subscribe(onState: consumer)
            return StoreSubscription {
                subscription.cancel()
                onStop()
            }
        })
    }

    /// Adds a binding that `connect` starts and the subscription it returns ends.
    func add(connect: @escaping @MainActor () -> StoreSubscription) {
        add(Binding(connect: connect))
    }

    /// A binding added while started starts at once.
    private func add(_ binding: Binding) {
        bindings.append(binding)
        if isStarted { subscriptions.append(binding.connect()) }
    }

    private struct Binding {
        let connect: @MainActor () -> StoreSubscription
    }
}
