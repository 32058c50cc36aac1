/// Where the fields of a `KeptEvent` of one store's types lie in its memory, measured once per
/// recording, so that the recording's hot path can build a record in place from values of
/// types it is handed (see `RecordBuffer`).
struct RecordLayout {
    let sequenceOffset: Int
    let timeOffset: Int
    let isMessageOffset: Int
    let eventOffset: Int

    init<Event>(of type: KeptEvent<Event>.Type) {
        typealias Record = KeptEvent<Event>
        guard let sequence = MemoryLayout<Record>.offset(of: \Record.sequence),
              let time = MemoryLayout<Record>.offset(of: \Record.time),
              let isMessage = MemoryLayout<Record>.offset(of: \Record.isMessage),
              let event = MemoryLayout<Record>.offset(of: \Record.event)
        else { preconditionFailure("the fields of KeptEvent are stored properties") }
        sequenceOffset = sequence
        timeOffset = time
        isMessageOffset = isMessage
        eventOffset = event
    }

    /// Initializes the record at `slot` (of the type this layout was measured for), whose
    /// event is of type `Event`.
    func initialize<Record, Event>(_ slot: UnsafeMutablePointer<Record>, sequence: Int, time: Duration, isMessage: Bool, event: Event) {
        let base = UnsafeMutableRawPointer(slot)
        (base + sequenceOffset).assumingMemoryBound(to: Int.self).initialize(to: sequence)
        (base + timeOffset).assumingMemoryBound(to: Duration.self).initialize(to: time)
        (base + isMessageOffset).assumingMemoryBound(to: Bool.self).initialize(to: isMessage)
        (base + eventOffset).assumingMemoryBound(to: Event.self).initialize(to: event)
    }

    /// Replaces the fields of the record at `slot`, as `initialize` does for new memory.
    func assign<Record, Event>(_ slot: UnsafeMutablePointer<Record>, sequence: Int, time: Duration, isMessage: Bool, event: Event) {
        let base = UnsafeMutableRawPointer(slot)
        (base + sequenceOffset).assumingMemoryBound(to: Int.self).pointee = sequence
        (base + timeOffset).assumingMemoryBound(to: Duration.self).pointee = time
        (base + isMessageOffset).assumingMemoryBound(to: Bool.self).pointee = isMessage
        (base + eventOffset).assumingMemoryBound(to: Event.self).pointee = event
    }

    /// Whether the record at `slot` is of a message.
    func isMessage<Record>(in slot: UnsafeMutablePointer<Record>) -> Bool {
        (UnsafeMutableRawPointer(slot) + isMessageOffset).assumingMemoryBound(to: Bool.self).pointee
    }

    /// The event of the record at `slot`.
    func event<Record, Event>(in slot: UnsafeMutablePointer<Record>, as type: Event.Type) -> UnsafeMutablePointer<Event> {
        (UnsafeMutableRawPointer(slot) + eventOffset).assumingMemoryBound(to: Event.self)
    }
}
