import Dispatch
import Locking

/// The serial Dispatch queues downloads block on, each with its own session, kept and lent
/// again rather than made per download: a download borrows an idle lane (or, when every lane is
/// busy, a new one) and gives it back when its blocking work returned. There are never more
/// lanes than downloads ever ran at once, so a downloader that runs six at a time makes six
/// queues and six sessions in its life, not one a picture.
///
/// Each lane is a serial queue of its own (overcommit under libdispatch: it gets a thread even
/// while others block in `soup_session_send`), so a slow download never holds up another. Its
/// session (`Session`, made by `makeSession` with the lane) is used by one download at a time:
/// libsoup 3.2 shares a host's `GNetworkAddress` among the connections a session opens to it, and
/// GLib 2.74 reads and replaces that address's cached addresses without a lock, so two threads
/// opening a session's first connections to one host at once could abort the process
/// (`g_network_address_parse_sockaddr: assertion failed`) or free addresses another still reads.
final class DownloadLanes<Session: Sendable>: Sendable {
    /// A queue and the session its downloads use.
    struct Lane: Sendable {
        let queue: DispatchQueue
        let session: Session
    }

    private let label: String
    private let qos: DispatchQoS
    private let makeSession: @Sendable () -> Session
    private let idle = Locked<[Lane]>([])
    /// Lanes made so far, for the tests.
    private let made = Locked(0)

    init(label: String, qos: DispatchQoS, makeSession: @escaping @Sendable () -> Session) {
        self.label = label
        self.qos = qos
        self.makeSession = makeSession
    }

    /// An idle lane, or a new one when none is idle. Give it back with `giveBack(_:)`.
    func borrow() -> Lane {
        if let lane = idle.withLock({ $0.popLast() }) { return lane }
        made.withLock { $0 += 1 }
        return Lane(queue: DispatchQueue(label: label, qos: qos), session: makeSession())
    }

    /// Makes `lane` idle again; only a lane whose work has returned.
    func giveBack(_ lane: Lane) {
        idle.withLock { $0.append(lane) }
    }

    /// How many lanes were ever made.
    var madeCount: Int { made.withLock { $0 } }
}
