import MVI

/// The `StoreObserver` a `RecordingStoreFactory` makes for each store: hands everything the
/// store does to the recording's `RecordBuffer`.
final class RecordingObserver<State: Equatable, Intent, Action, Message, Label>: StoreObserver {
    typealias Event = StoreEvent<Intent, Action, Message, Label>
    let buffer: RecordBuffer<State, Event, KeptEvent<Event>>

    init(buffer: RecordBuffer<State, Event, KeptEvent<Event>>) {
        self.buffer = buffer
    }

    func willHandle(_ event: Event, in state: State) {
        buffer.startUnit(event, state)
    }

    func didHandle() {
        buffer.endUnit()
    }

    func didReduce(_ event: Event, to state: State) {
        buffer.record(event, state)
    }

    func didPublish(_ event: Event) {
        buffer.recordLabel(event)
    }

    @MainActor
    func observe(_ store: any Store<State, Intent, Label>) {
        _ = store.subscribe(onState: { [buffer] state in buffer.storeDidChange(to: state) })
    }
}
