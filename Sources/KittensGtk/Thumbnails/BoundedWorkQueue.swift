import Dispatch
import Locking

/// Runs work items on background threads, at most `width` at a time, in the order they came;
/// the rest wait without holding a thread. Thumbnails decode through one of these, so that a
/// burst of finished downloads never decodes more pictures at once than memory allows.
final class BoundedWorkQueue: Sendable {
    typealias Work = @Sendable () -> Void

    private struct State {
        var running = 0
        var waiting: [Work] = []
    }

    let width: Int
    private let queue: DispatchQueue
    private let state = Locked(State())

    init(label: String, width: Int, qos: DispatchQoS = .userInitiated) {
        self.width = max(1, width)
        queue = DispatchQueue(label: label, qos: qos, attributes: .concurrent)
    }

    /// Starts `work` now if fewer than `width` items run, otherwise when one of them ends.
    func async(_ work: @escaping Work) {
        let startsNow = state.withLock { state -> Bool in
            guard state.running < width else {
                state.waiting.append(work)
                return false
            }
            state.running += 1
            return true
        }
        if startsNow { run(work) }
    }

    /// Items running now.
    var runningCount: Int { state.withLock { $0.running } }

    /// Items waiting for a free slot.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    private func run(_ work: @escaping Work) {
        queue.async { [self] in
            work()
            let next = state.withLock { state -> Work? in
                guard !state.waiting.isEmpty else {
                    state.running -= 1
                    return nil
                }
                return state.waiting.removeFirst()
            }
            if let next { run(next) }
        }
    }
}
