/// An executor that tells the store's decorators of each intent and action it handles.
@usableFromInline
struct ObservedExecutor<Base: Executor>: Executor {
    @usableFromInline typealias Intent = Base.Intent
    @usableFromInline typealias Action = Base.Action
    @usableFromInline typealias State = Base.State
    @usableFromInline typealias Message = Base.Message
    @usableFromInline typealias Label = Base.Label

    @usableFromInline let base: Base
    @usableFromInline let decorators: StoreDecorators<State, Intent, Action, Message, Label>

    @inlinable
    init(base: Base, decorators: StoreDecorators<State, Intent, Action, Message, Label>) {
        self.base = base
        self.decorators = decorators
    }

    @inlinable
    func execute(intent: Intent, in scope: some ExecutorScope<State, Message, Label>) {
        decorators.willHandle(.intent(intent), in: scope.state)
        base.execute(intent: intent, in: scope)
        decorators.didHandle()
    }

    @inlinable
    func execute(action: Action, in scope: some ExecutorScope<State, Message, Label>) {
        decorators.willHandle(.action(action), in: scope.state)
        base.execute(action: action, in: scope)
        decorators.didHandle()
    }
}

/// A reducer that tells the store's decorators of each message it reduces and what came of it.
@usableFromInline
struct ObservedReducer<Base: Reducer, Intent, Action, Label>: Reducer {
    @usableFromInline let base: Base
    @usableFromInline let decorators: StoreDecorators<Base.State, Intent, Action, Base.Message, Label>

    @inlinable
    init(base: Base, decorators: StoreDecorators<Base.State, Intent, Action, Base.Message, Label>) {
        self.base = base
        self.decorators = decorators
    }

    @inlinable
    func reduce(into state: inout Base.State, _ message: Base.Message) {
        base.reduce(into: &state, message)
        decorators.didReduce(message, to: state)
    }
}
