/// The store a factory hands out: a `DefaultStore` behind an `accept` made where the feature's
/// types are known. Calls through `any Store` are dispatched generically, so without this
/// they would run the store's generic code unspecialized, with a type lookup at every step;
/// through this closure they reach the specialized hot path.
@MainActor @usableFromInline
final class FactoryStore<State: Equatable, Intent, Label>: Store {
    @usableFromInline let base: any Store<State, Intent, Label>
    @usableFromInline let acceptIntent: (Intent) -> Void

    @inlinable
    init<E: Executor, R: Reducer>(_ store: DefaultStore<E, R>)
    where E.State == R.State, E.Message == R.Message, R.State == State, E.Intent == Intent, E.Label == Label {
        base = store
        let scope = store.scope
        acceptIntent = { intent in scope.perform(.intent(intent)) }
    }

    @usableFromInline var state: State { base.state }

    @usableFromInline var isDisposed: Bool { base.isDisposed }

    @usableFromInline func start() { base.start() }

    @usableFromInline func accept(_ intent: Intent) { acceptIntent(intent) }

    @usableFromInline func subscribe(onState: @escaping (State) -> Void) -> StoreSubscription {
        base.subscribe(onState: onState)
    }

    @usableFromInline func subscribe(onLabel: @escaping (Label) -> Void) -> StoreSubscription {
        base.subscribe(onLabel: onLabel)
    }

    @usableFromInline var unfinishedJobCount: Int { base.unfinishedJobCount }

    @usableFromInline func dispose() { base.dispose() }
}
