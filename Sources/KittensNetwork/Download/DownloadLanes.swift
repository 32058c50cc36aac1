import Dispatch
import Locking

/// The serial Dispatch queues downloads block on, kept and lent again rather than made per
/// download: a download borrows an idle lane (or, when every lane is busy, a new one) and gives it
/// back when its blocking work returned. There are never more lanes than downloads ever ran at
/// once, so a downloader that runs six at a time makes six queues in its life, not one a picture.
///
/// Each lane is a serial queue of its own (overcommit under libdispatch: it gets a thread even
/// while others block in `soup_session_send`), so a slow download never holds up another.
final class DownloadLanes: Sendable {
    private let label: String
    private let qos: DispatchQoS
    private let idle = Locked<[DispatchQueue]>([])
    /// Lanes made so far, for the tests.
    private let made = Locked(0)

    init(label: String, qos: DispatchQoS) {
        self.label = label
        self.qos = qos
    }

    /// An idle lane, or a new one when none is idle. Give it back with `giveBack(_:)`.
    func borrow() -> DispatchQueue {
        if let lane = idle.withLock({ $0.popLast() }) { return lane }
        made.withLock { $0 += 1 }
        return DispatchQueue(label: label, qos: qos)
    }

    /// Makes `lane` idle again; only a lane whose work has returned.
    func giveBack(_ lane: DispatchQueue) {
        idle.withLock { $0.append(lane) }
    }

    /// How many lanes were ever made.
    var madeCount: Int { made.withLock { $0 } }
}
