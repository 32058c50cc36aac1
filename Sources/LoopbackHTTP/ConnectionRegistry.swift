import Glibc
import Locking

/// The server's shared state: the listener, the open connections and the recorded requests.
/// Closing and shutting down descriptors happen under its lock, so a descriptor number is never
/// shut down after it was closed and reused.
final class ConnectionRegistry: Sendable {
    private struct State {
        var isStopped = false
        var listener: Int32?
        var connections: Set<Int32> = []
        var requests: [LoopbackRequest] = []
    }

    private let state: Locked<State>

    init(listener: Int32) {
        state = Locked(State(listener: listener))
    }

    var requests: [LoopbackRequest] {
        state.withLock { $0.requests }
    }

    func record(_ request: LoopbackRequest) {
        state.withLock { $0.requests.append(request) }
    }

    /// Takes a newly accepted connection into account; false (and the connection closed) once stopped.
    func admit(_ fd: Int32) -> Bool {
        state.withLock { state in
            if state.isStopped {
                Glibc.close(fd)
                return false
            }
            state.connections.insert(fd)
            return true
        }
    }

    func closeConnection(_ fd: Int32, reset: Bool) {
        state.withLock { state in
            state.connections.remove(fd)
            if reset { Socket.resetOnClose(fd) }
            Glibc.close(fd)
        }
    }

    func closeListener() {
        state.withLock { state in
            if let listener = state.listener { Glibc.close(listener) }
            state.listener = nil
        }
    }

    /// Wakes every blocked `accept`, `recv` and `poll`; the threads then close their own descriptors.
    /// Returns false when it was already stopped.
    func stop() -> Bool {
        state.withLock { state in
            guard !state.isStopped else { return false }
            state.isStopped = true
            if let listener = state.listener { shutdown(listener, Int32(SHUT_RDWR)) }
            for fd in state.connections { shutdown(fd, Int32(SHUT_RDWR)) }
            return true
        }
    }

    var isStopped: Bool {
        state.withLock { $0.isStopped }
    }
}
