import Dispatch
import KittensSupport
import Locking

/// Runs work items on background threads, at most `width` at a time, in the order they came;
/// the rest wait without holding a thread. Thumbnails and the viewer's pictures decode through
/// one of these, so that a burst of finished downloads never decodes more pictures at once than
/// memory allows, and one slow picture never holds up the others.
///
/// Each item that runs has a deadline, `deadline` after it starts. An item still running then
/// is abandoned: its caller hears `.abandoned` at once, its slot goes to the next item, and
/// whatever it returns later is dropped (never handed to anyone). A thread cannot be stopped
/// from outside, so an abandoned item still runs to its end, on a thread of its own; the
/// threads of running and abandoned items together are at most `width + maxAbandoned`, so
/// that a flood of slow pictures cannot make threads (or the memory they decode into) without
/// bound. Past that bound new items wait, rather than being refused: refusing would fail
/// honest pictures for what hostile ones did before them, and every decode ends on its own
/// (its input is bounded, and the decoders that can check their CPU time stop at its budget),
/// so the wait ends. `maxAbandoned` is `width` unless said otherwise: memory then holds at most
/// twice the decodes it was sized for.
///
/// The deadline is wall time, the backstop for decoders that cannot check their own CPU time
/// (gdk-pixbuf, libpng): those that can (the GIF frame loop, the JPEG decoder) stop themselves
/// after `ImageLimits.maxDecodeCPUTime` of their own thread's CPU (`ThreadCPUDeadline`).
/// `backstop(for:)` makes it twice that CPU time: two decodes and the window share two cores,
/// so an honest decode gets at least half a core, and a decoder that checks itself is always
/// the first to say that it took too long.
final class BoundedWorkQueue: Sendable {
    typealias Work = @Sendable () -> Void

    /// How an item ended, for its caller.
    enum Outcome<Value> {
        case finished(Value)
        /// It ran past its deadline; what it returns later is dropped.
        case abandoned
    }

    /// An item: what runs on the thread, and what tells its caller it was abandoned.
    private struct Item {
        let run: @Sendable (_ id: UInt64) -> Void
        let abandon: Work
    }

    private struct State {
        /// Items running and not abandoned, by id.
        var running: [UInt64: Item] = [:]
        /// The deadlines of the items running, cancelled when an item ends in time.
        var deadlines: [UInt64: ClockTimer] = [:]
        var abandoned = 0
        var waiting: [(id: UInt64, item: Item)] = []
        var nextID: UInt64 = 0
    }

    let width: Int
    /// The threads abandoned items may hold beyond `width`.
    let maxAbandoned: Int
    let deadline: Duration
    /// Keeps the items' deadlines.
    private let clock: any TimerClock
    private let queue: DispatchQueue
    private let state = Locked(State())

    /// The wall-clock deadline of a decode within `limits`: twice its CPU budget (see above).
    static func backstop(for limits: ImageLimits) -> Duration {
        limits.maxDecodeCPUTime * 2
    }

    init(
        label: String, width: Int, maxAbandoned: Int? = nil, deadline: Duration = backstop(for: .standard),
        clock: any TimerClock = SystemClock(), qos: DispatchQoS = .userInitiated
    ) {
        self.width = max(1, width)
        self.maxAbandoned = max(0, maxAbandoned ?? self.width)
        self.deadline = deadline
        self.clock = clock
        queue = DispatchQueue(label: label, qos: qos, attributes: .concurrent)
    }

    /// Runs `work` when a slot is free, and hands `completion` (on the thread that decided) how
    /// it ended: what it returned, or `.abandoned` once it ran past the deadline.
    func async<Value>(_ work: @escaping @Sendable () -> Value, completion: @escaping @Sendable (Outcome<Value>) -> Void) {
        let item = Item(
            run: { [self] id in
                let value = work()
                if end(id) { completion(.finished(value)) }
            },
            abandon: { completion(.abandoned) }
        )
        state.withLock { state in
            state.nextID += 1
            state.waiting.append((state.nextID, item))
        }
        startWaiting()
    }

    /// Runs `work` when a slot is free; nobody hears whether it was abandoned.
    func async(_ work: @escaping Work) {
        async(work, completion: { _ in })
    }

    /// Items running now and not abandoned.
    var runningCount: Int { state.withLock { $0.running.count } }

    /// Items abandoned and still running.
    var abandonedCount: Int { state.withLock { $0.abandoned } }

    /// Items waiting for a free slot.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Starts waiting items while a slot is free and the abandoned ones leave room for a thread.
    private func startWaiting() {
        while let (id, item) = nextToStart() {
            let timer = clock.schedule(after: deadline, on: .global(qos: .utility)) { [weak self] in self?.expire(id) }
            let ended = state.withLock { state in
                guard state.running[id] != nil else { return true }
                state.deadlines[id] = timer
                return false
            }
            // Its deadline may have passed already (a deadline of zero): nothing is left to keep.
            if ended { timer.cancel() }
            queue.async { item.run(id) }
        }
    }

    private func nextToStart() -> (UInt64, Item)? {
        state.withLock { state in
            guard !state.waiting.isEmpty, state.running.count < width,
                  state.running.count + state.abandoned < width + maxAbandoned
            else { return nil }
            let (id, item) = state.waiting.removeFirst()
            state.running[id] = item
            return (id, item)
        }
    }

    /// The item's thread is done with it: whether it ended in time (its result then counts).
    private func end(_ id: UInt64) -> Bool {
        let (inTime, deadline) = state.withLock { state -> (Bool, ClockTimer?) in
            let deadline = state.deadlines.removeValue(forKey: id)
            guard state.running.removeValue(forKey: id) == nil else { return (true, deadline) }
            state.abandoned -= 1
            return (false, deadline)
        }
        deadline?.cancel()
        startWaiting()
        return inTime
    }

    /// The item's deadline passed: when it still runs, it is abandoned.
    private func expire(_ id: UInt64) {
        let abandoned = state.withLock { state -> Item? in
            state.deadlines.removeValue(forKey: id)
            guard let item = state.running.removeValue(forKey: id) else { return nil }
            state.abandoned += 1
            return item
        }
        guard let abandoned else { return }
        // Its caller hears before the next item starts, so that answers keep the order of slots.
        abandoned.abandon()
        startWaiting()
    }
}
