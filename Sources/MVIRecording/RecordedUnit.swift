import MVI

/// A stretch of a store's recorded events that a test replays as one step: the bootstrapper's
/// actions (`start()`), an intent with what it caused at once (`send`), or a message a job's
/// answer became (`answer(dispatching:)`); anything else is not replayed. The events of one
/// unit of work share a time stamp (see `StoreRecord.time`), which is how they are told apart.
struct RecordedUnit: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case start, intent, answer
        /// An action after the start, or a label a job's answer published.
        case unreplayed
    }

    let kind: Kind
    /// Where its events are among the steps cut.
    let range: Range<Int>

    /// `steps` (oldest first) cut into units, in order.
    static func cut<State, Intent, Action, Message, Label>(_ steps: [StoreRecord<State, Intent, Action, Message, Label>]) -> [RecordedUnit] {
        /// The end of the unit of work that starts at `start`: the messages and labels after it with its time.
        func unitEnd(from start: Int) -> Int {
            var end = start + 1
            while end < steps.count, steps[end].time == steps[start].time {
                switch steps[end].event {
                case .message, .label: end += 1
                case .intent, .action: return end
                }
            }
            return end
        }
        var units: [RecordedUnit] = []
        var index = 0
        var isStarted = false
        while index < steps.count {
            let kind: Kind, end: Int
            switch steps[index].event {
            case .intent: (kind, end) = (.intent, unitEnd(from: index))
            case .action where !isStarted:
                // The bootstrapper's actions run at once, one unit each, as `start()` runs them.
                var last = unitEnd(from: index)
                while last < steps.count, case .action = steps[last].event { last = unitEnd(from: last) }
                (kind, end, isStarted) = (.start, last, true)
            case .action: (kind, end) = (.unreplayed, unitEnd(from: index))
            case .message: (kind, end) = (.answer, index + 1)
            case .label: (kind, end) = (.unreplayed, index + 1)
            }
            units.append(RecordedUnit(kind: kind, range: index..<end))
            index = end
        }
        return units
    }
}
