import Foundation
import Locking

/// Calls `onExpiry` once no `restart()` came for `interval` seconds.
///
/// URLSession on Linux truncates its timeouts to whole seconds (0.5 s becomes "time out at once"),
/// so the data source keeps the configured timeout itself and gives URLSession a looser one.
final class IdleTimer: Sendable {
    private let source: Locked<any DispatchSourceTimer>
    private let interval: TimeInterval

    init(interval: TimeInterval, queue: DispatchQueue, onExpiry: @escaping @Sendable () -> Void) {
        self.interval = interval
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler(handler: onExpiry)
        timer.schedule(deadline: .now() + interval)
        source = Locked(timer)
    }

    func start() {
        source.withLock { $0.resume() }
    }

    func restart() {
        source.withLock { $0.schedule(deadline: .now() + interval) }
    }

    func stop() {
        source.withLock { $0.cancel() }
    }
}
