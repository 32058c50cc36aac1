import Logging

/// What the decorating factories (logging, observers such as recording) add to one store:
/// they hear of each event as it happens, through `ObservedExecutor`, `ObservedReducer` and a
/// label subscription.
///
/// Built by `makeStore` where the feature's types are known, so that it specializes like the
/// store itself. Not main-actor isolated, so that the reducer can tell it what it reduced with
/// no run-time isolation check; it is not `Sendable` either, so it stays with its store on main.
@usableFromInline
final class StoreDecorators<State: Equatable, Intent, Action, Message, Label> {
    @usableFromInline @exclusivity(unchecked) var log: StoreLog<State>?
    @usableFromInline let observer: (any StoreObserver<State, Intent, Action, Message, Label>)?
    /// The decorations of a store decorated more than once in the same way (a logging
    /// factory wrapping another): few stores, so a chain rather than arrays on the hot path.
    @usableFromInline let next: StoreDecorators?

    @inlinable
    init(
        log: StoreLog<State>?, observer: (any StoreObserver<State, Intent, Action, Message, Label>)?, next: StoreDecorators?
    ) {
        self.log = log
        self.observer = observer
        self.next = next
    }

    /// An intent or action is about to be handled, in `state`.
    @inlinable
    func willHandle(_ event: StoreEvent<Intent, Action, Message, Label>, in state: State) {
        log?.write(event)
        observer?.willHandle(event, in: state)
        next?.willHandle(event, in: state)
    }

    /// The intent or action announced by `willHandle` was handled.
    @inlinable
    func didHandle() {
        observer?.didHandle()
        next?.didHandle()
    }

    @inlinable
    func didReduce(_ message: Message, to state: State) {
        log?.write(message, reducedTo: state)
        observer?.didReduce(.message(message), to: state)
        next?.didReduce(message, to: state)
    }

    @inlinable
    func didPublish(_ label: Label) {
        let event = StoreEvent<Intent, Action, Message, Label>.label(label)
        log?.write(event)
        observer?.didPublish(event)
        next?.didPublish(label)
    }
}

/// The log lines of one store: one per intent, action, message, new state and label, at
/// debug level, each prefixed with the store's name.
@usableFromInline
struct StoreLog<State: Equatable> {
    @usableFromInline let logger: Logger
    @usableFromInline let storeName: String
    /// The state of the last "state:" line, so that a message that changes nothing logs none.
    @usableFromInline var lastState: State

    @inlinable
    init(logger: Logger, storeName: String, initialState: State) {
        self.logger = logger
        self.storeName = storeName
        self.lastState = initialState
    }

    @inlinable
    func write<Intent, Action, Message, Label>(_ event: StoreEvent<Intent, Action, Message, Label>) {
        logger.debug("\(storeName) \(event)")
    }

    @inlinable
    mutating func write<Message>(_ message: Message, reducedTo state: State) {
        logger.debug("\(storeName) message: \(message)")
        guard state != lastState else { return }
        lastState = state
        logger.debug("\(storeName) state: \(state)")
    }
}
