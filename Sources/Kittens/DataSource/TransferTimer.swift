import Foundation
import Locking

/// Calls `onExpiry` once no `restart()` came for `idleTimeout` seconds, or once `deadline`
/// seconds have passed since `start()`, whichever comes first: a restart never moves the expiry
/// past the deadline, so a server that keeps sending a byte now and then cannot hold a request open.
///
/// URLSession on Linux truncates its timeouts to whole seconds (0.5 s becomes "time out at once"),
/// so the data source keeps the configured timeouts itself and gives URLSession looser ones.
final class TransferTimer: Sendable {
    private struct State {
        let source: any DispatchSourceTimer
        var end = DispatchTime.distantFuture
    }

    private let state: Locked<State>
    private let idleTimeout: TimeInterval
    private let deadline: TimeInterval

    init(idleTimeout: TimeInterval, deadline: TimeInterval, queue: DispatchQueue, onExpiry: @escaping @Sendable () -> Void) {
        self.idleTimeout = idleTimeout
        self.deadline = deadline
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler(handler: onExpiry)
        state = Locked(State(source: timer))
    }

    func start() {
        state.withLock { state in
            let now = DispatchTime.now()
            state.end = now + deadline
            state.source.schedule(deadline: min(now + idleTimeout, state.end))
            state.source.resume()
        }
    }

    func restart() {
        state.withLock { $0.source.schedule(deadline: min(.now() + idleTimeout, $0.end)) }
    }

    func stop() {
        state.withLock { $0.source.cancel() }
    }
}
